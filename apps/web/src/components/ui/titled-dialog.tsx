import type { ComponentProps, ReactNode } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from './dialog';

export interface TitledDialogProps extends Pick<ComponentProps<typeof Dialog>, 'open' | 'onOpenChange'> {
  /** The button that opens the dialog; none when the parent opens it through `open`. */
  trigger?: ReactNode;
  title: ReactNode;
  description: ReactNode;
  /** Props of the dialog's panel: its class, focus handling on close. */
  content?: Omit<ComponentProps<typeof DialogContent>, 'children'>;
  /** The body under the title: fields, choices, the footer's buttons. */
  children?: ReactNode;
}

/** A dialog with its title and description (read out when it opens), the frame Stride's dialogs share. */
export function TitledDialog({
  trigger,
  title,
  description,
  content,
  children,
  ...dialog
}: TitledDialogProps) {
  return (
    <Dialog {...dialog}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent {...content}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}
