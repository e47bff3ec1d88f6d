import type { ReactNode } from 'react';
import type { DialogVariantProps } from '../../../styled-system/recipes';
import DialogImpl from '../../ui/DialogImpl.js';

/**
 * The auth modal's frame: the design system's dialog (Ark: focus trap, Escape, the close icon,
 * labelled by its title). It may open during a navigation (forgot password ends on /home with
 * sign-in open), when the layout moves focus to the new page's main content: focus leaving by
 * the program does not close it, only the customer does (Escape, the close icon, a click
 * outside).
 */
export function AuthDialogFrame({
  onOpenChange,
  title,
  description,
  children,
  size,
  testId,
}: {
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  size: DialogVariantProps['size'];
  testId: string;
}) {
  return (
    <DialogImpl
      open
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      size={size}
      testId={testId}
      keepOpenOnFocusOutside
    >
      {children}
    </DialogImpl>
  );
}
