import type { Messages } from '../define.js';

/**
 * Profile editing and account deletion (storefront §2 'Profile edit', §3 'Profile' and its
 * multipart payload, §4 'Profile update', 'Account deletion', §5 profile form and photo rules,
 * §8): the 'Edit Personal Details' form, its photo, the OTP of an e-mail or phone change, the
 * account deletion confirm, the saved addresses managed from the profile, the server's answers
 * (`customer/update-profile`, `customer/remove-account`) and the CLI's `storefront profile`.
 */
export const en = {
  // the profile settings page
  'profile.edit.open': 'Edit profile',
  'profile.edit.title': 'Edit Personal Details',
  'profile.edit.goBack': 'Go Back',
  'profile.edit.submit': 'Update Profile',
  'profile.edit.reset': 'Reset',
  'profile.field.name': 'Name',
  'profile.field.email': 'Email',
  'profile.field.phone': 'Phone',
  'profile.field.password': 'New password',
  'profile.field.confirmPassword': 'Confirm new password',
  'profile.field.passwordHint': 'Leave both empty to keep your password.',
  'profile.field.required': 'required',
  'profile.phone.notChangeable': 'Not Changeable',
  'profile.verified': 'Verified',
  'profile.changeNeedsCode': 'We will send a code to the new address to confirm it.',
  // the photo (spec §5 'Photo')
  'profile.photo.label': 'Profile photo',
  'profile.photo.choose': 'Upload photo',
  'profile.photo.change': 'Change photo',
  'profile.photo.remove': 'Undo photo change',
  'profile.photo.hint': 'JPG, PNG, JPEG or GIF, up to 2 MB. Ratio 1:1.',
  'profile.photo.alt': 'Your profile photo',
  'profile.photo.previewAlt': 'The new profile photo',
  // form and photo messages (core's profile schema and photo rules)
  'profile.validation.passwordTooShort': 'The password must be at least 8 characters.',
  'profile.photo.unsupported': 'Only JPG, PNG, JPEG or GIF images are supported.',
  'profile.photo.tooLarge': 'The photo may not be larger than 2 MB.',
  'profile.photo.empty': 'The photo file is empty.',
  // toasts and answers (spec §8)
  'profile.updated': 'Updated successfully.',
  'profile.noChanges': 'No changes found to update.',
  'profile.otp.sentEmail':
    'We sent a code to {{destination}}. Enter it to confirm your new e-mail.',
  'profile.otp.sentPhone': 'We sent a code to {{destination}}. Enter it to confirm your new phone.',
  'profile.otp.title': 'Confirm the change',
  'profile.otp.firebaseUnavailable': 'Phone codes through Firebase need the web app.',
  // server refusals
  'profile.error.emailTaken': 'The email has already been taken.',
  'profile.error.phoneTaken': 'The phone has already been taken.',
  'profile.error.phoneNotChangeable': 'A verified phone number is Not Changeable.',
  'profile.error.passwordNotAllowed': 'Signing in with a password is not enabled.',
  'profile.error.otpMismatch': 'OTP does not match',
  'profile.error.otpExpired': 'OTP has expired. Please request a new one.',
  'profile.error.nothingToVerify': 'There is no new e-mail or phone to verify.',
  'profile.error.imageNotFile': 'The image must be a file.',
  'profile.error.badForm': 'The request body is not a valid form.',
  // account deletion (spec §4, §8)
  'profile.delete.title': 'Delete account',
  'profile.delete.description':
    'Deleting your account erases your name, e-mail, phone, photo, saved addresses, wishlist and cart. Your past orders stay with the stores without your details. This cannot be undone.',
  'profile.delete.open': 'Delete my account',
  'profile.delete.confirmTitle': 'Delete your account?',
  'profile.delete.confirmText':
    'You will be signed out and your personal details erased. This cannot be undone.',
  'profile.delete.cancel': 'Cancel',
  'profile.delete.yes': 'Yes',
  'profile.delete.done': 'Account has been deleted',
  'profile.delete.ongoing':
    'You have an ongoing order or trip. You can delete your account once it is finished.',
  // saved addresses in the profile
  'profile.addresses.title': 'Saved addresses',
  'profile.addresses.description': 'The addresses you deliver to and pick up from.',
  'profile.addresses.add': 'Add Address',
  'profile.addresses.edit': 'Edit {{type}} address',
  'profile.addresses.delete': 'Delete {{type}} address',
  'profile.addresses.deleteConfirm': 'Are you sure you want to delete this address?',
  'profile.addresses.empty': 'You don’t have any saved address yet.',
  // CLI
  'profile.cli.deleteNeedsYes': 'Deleting the account cannot be undone: add --yes to confirm.',
  'profile.cli.otpNeeded':
    'A code was sent to {{destination}}: run the same command with --otp CODE.',
  'profile.cli.imageRead': 'The image file could not be read: {{file}}',
} satisfies Messages;
