import type { Messages } from '../define.js';

/**
 * Saved addresses: the signed-in checkout's address section, the Saved Addresses modal, the
 * add/edit address dialog, the header's saved list, the address form's messages (core's
 * `addressRequestSchema`, whose English is matched here to translate them) and the CLI.
 */
export const en = {
  // checkout (spec §2 'Delivery address section')
  'addresses.title': 'Delivery Addresses',
  'addresses.add': 'Add Address',
  'addresses.edit': 'Edit address',
  'addresses.viewSaved': 'View Saved Address',
  'addresses.save': 'Save this Address',
  'addresses.saveDone': 'Saved to your addresses',
  'addresses.selected': 'Selected',
  'addresses.none': 'No delivery address is selected yet.',
  'addresses.details.road': 'Street number',
  'addresses.details.house': 'House number',
  'addresses.details.floor': 'Floor',
  'addresses.takeAway': 'Pick up your order at {{store}}',
  'addresses.pickup.title': 'Pickup',
  // address types (spec §3)
  'addresses.type.home': 'Home',
  'addresses.type.office': 'Office',
  'addresses.type.other': 'Other',
  'addresses.type.selected': 'Selected Address',
  // Saved Addresses modal (spec §2)
  'addresses.modal.title': 'Saved Addresses',
  'addresses.modal.description': 'Choose where your order goes.',
  'addresses.modal.cancel': 'Cancel',
  'addresses.modal.select': 'Select',
  'addresses.empty.title': 'Oops',
  'addresses.empty.description':
    'You don’t have any saved address yet. please save address to continue',
  'addresses.noneToSelect': 'No saved addresses found to select.',
  'addresses.loading': 'Loading saved addresses…',
  'addresses.loadError': 'Your saved addresses could not be loaded.',
  // add / edit dialog
  'addresses.form.addTitle': 'Add New Address',
  'addresses.form.editTitle': 'Edit Address',
  'addresses.form.mapDescription': 'Move the map to put the pin on the address.',
  'addresses.form.description': 'Tell us who receives the order and where exactly.',
  'addresses.form.location': 'Location',
  'addresses.form.changeLocation': 'Change on map',
  'addresses.form.pickLocation': 'Pick on map',
  'addresses.form.labelAs': 'Label As',
  'addresses.form.label': 'Label Name',
  'addresses.form.labelPlaceholder': 'For example: Gym',
  'addresses.form.contactName': 'Contact person name',
  'addresses.form.contactNumber': 'Contact person number',
  'addresses.form.road': 'Street number',
  'addresses.form.house': 'House number',
  'addresses.form.floor': 'Floor',
  'addresses.form.save': 'Save Address',
  'addresses.form.saving': 'Saving…',
  'addresses.toast.saved': 'The address has been saved.',
  // the address form's messages (core's ADDRESS_MESSAGES; spec §5 for the first three)
  'addresses.error.addressRequired': 'Address is required',
  'addresses.error.nameRequired': 'Name is required',
  'addresses.error.phoneRequired': 'Phone Number is required',
  'addresses.error.phoneInvalid': 'Please enter a valid phone number',
  'addresses.error.typeRequired': 'The address type field is required.',
  'addresses.error.latitudeRequired': 'The latitude field is required.',
  'addresses.error.longitudeRequired': 'The longitude field is required.',
  'addresses.error.latitudeInvalid': 'The latitude must be a number between -90 and 90.',
  'addresses.error.longitudeInvalid': 'The longitude must be a number between -180 and 180.',
  'addresses.error.nameTooLong': 'The name may not be longer than 100 characters.',
  'addresses.error.typeTooLong': 'The address type may not be longer than 50 characters.',
  'addresses.error.addressTooLong': 'The address may not be longer than 500 characters.',
  'addresses.error.roadTooLong': 'The street number may not be longer than 255 characters.',
  'addresses.error.houseTooLong': 'The house number may not be longer than 255 characters.',
  'addresses.error.floorTooLong': 'The floor may not be longer than 255 characters.',
  'addresses.error.labelTooLong': 'The label may not be longer than 50 characters.',
  'addresses.error.additionalInformationTooLong':
    'The additional information may not be longer than 1000 characters.',
  'addresses.error.notText': 'This field must be a text.',
  'addresses.error.location': 'Please pick the location on the map.',
  'addresses.list.none': 'You don’t have any saved address yet.',
} satisfies Messages;
