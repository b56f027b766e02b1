import { Button } from '@fluentui/react-components';
import { AddRegular, ArrowDownRegular, ArrowUpRegular, CopyRegular, DeleteRegular, DismissRegular } from '@fluentui/react-icons';
import type { IconButtonProps } from '@rjsf/utils';
import { TranslatableString } from '@rjsf/utils';
import type { ReactElement } from 'react';

/** A Fluent icon button whose accessible name is an RJSF string in the current language. */
function iconButton(icon: ReactElement, text: TranslatableString, withText = false) {
  return function IconButton({ registry, uiSchema: _uiSchema, iconType: _iconType, icon: _icon, className, ...props }: IconButtonProps) {
    const label = registry.translateString(text);
    return (
      <Button {...props} className={className} type="button" icon={icon} aria-label={withText ? undefined : label} title={label}>
        {withText ? label : undefined}
      </Button>
    );
  };
}

/** Array and object buttons of the theme (RJSF `ButtonTemplates` other than Submit). */
export const AddButton = iconButton(<AddRegular />, TranslatableString.AddItemButton, true);
export const RemoveButton = iconButton(<DeleteRegular />, TranslatableString.RemoveButton);
export const MoveUpButton = iconButton(<ArrowUpRegular />, TranslatableString.MoveUpButton);
export const MoveDownButton = iconButton(<ArrowDownRegular />, TranslatableString.MoveDownButton);
export const CopyButton = iconButton(<CopyRegular />, TranslatableString.CopyButton);
export const ClearButton = iconButton(<DismissRegular />, TranslatableString.ClearButton);
