import type { ThemeProps } from '@rjsf/core';
import ArrayFieldItemTemplate from './templates/array-field-item-template.tsx';
import ArrayFieldTemplate from './templates/array-field-template.tsx';
import BaseInputTemplate from './templates/base-input-template.tsx';
import ErrorListTemplate from './templates/error-list-template.tsx';
import FieldTemplate from './templates/field-template.tsx';
import { AddButton, ClearButton, CopyButton, MoveDownButton, MoveUpButton, RemoveButton } from './templates/icon-buttons.tsx';
import ObjectFieldTemplate from './templates/object-field-template.tsx';
import SubmitButton from './templates/submit-button.tsx';
import SocialField from './fields/social-field.tsx';
import CheckboxWidget from './widgets/checkbox-widget.tsx';
import CheckboxesWidget from './widgets/checkboxes-widget.tsx';
import DateWidget from './widgets/date-widget.tsx';
import FileWidget from './widgets/file-widget.tsx';
import NumberWidget from './widgets/number-widget.tsx';
import SelectWidget from './widgets/select-widget.tsx';
import TextareaWidget from './widgets/textarea-widget.tsx';
import TextWidget from './widgets/text-widget.tsx';
import CurrencyWidget from './widgets/currency-widget.tsx';
import DecimalWidget from './widgets/decimal-widget.tsx';
import DynamicFileWidget from './widgets/dynamic-file-widget.tsx';
import EmailWidget from './widgets/email-widget.tsx';
import InlineRadioWidget from './widgets/inline-radio-widget.tsx';
import PhoneWidget from './widgets/phone-widget.tsx';
import UrlWidget from './widgets/url-widget.tsx';
import BicWidget from './widgets/bic-widget.tsx';
import CityWidget from './widgets/city-widget.tsx';
import ContinentWidget from './widgets/continent-widget.tsx';
import CountryWidget from './widgets/country-widget.tsx';
import CountriesWidget from './widgets/countries-widget.tsx';
import DatePickerWidget from './widgets/date-picker-widget.tsx';
import OtpWidget from './widgets/otp-widget.tsx';
import PasswordWidget from './widgets/password-widget.tsx';
import ProvinceWidget from './widgets/province-widget.tsx';
import ProvincesWidget from './widgets/provinces-widget.tsx';
import SwiftWidget from './widgets/swift-widget.tsx';
import AssigneeWidget from './widgets/assignee-widget.tsx';
import DepartmentWidget from './widgets/department-widget.tsx';
import PayableTransfersWidget from './widgets/payable-transfers-widget.tsx';
import ReferenceWidget from './widgets/reference-widget.tsx';
import SuggestWidget from './widgets/suggest-widget.tsx';
import GroupsWidget from './widgets/groups-widget.tsx';
import DestinationWidget from './widgets/destination-widget.tsx';
import MenuPermissionsWidget from './widgets/menu-permissions-widget.tsx';
import PermissionsWidget from './widgets/permissions-widget.tsx';
import DateRangeField from './fields/date-range-field.tsx';
import YesNoField from './fields/yes-no-field.tsx';

/**
 * The portal's RJSF theme on Fluent UI v9: templates and widgets by RJSF's registry names (so the
 * schema's types pick them), plus the short names screen descriptors use in `widgets:`.
 */
export const fluentTheme: ThemeProps = {
  templates: {
    ArrayFieldItemTemplate,
    ArrayFieldTemplate,
    BaseInputTemplate,
    ErrorListTemplate,
    FieldTemplate,
    ObjectFieldTemplate,
    ButtonTemplates: { SubmitButton, AddButton, RemoveButton, MoveUpButton, MoveDownButton, CopyButton, ClearButton },
  },
  widgets: {
    TextWidget,
    TextareaWidget,
    DateWidget,
    UpDownWidget: NumberWidget,
    CheckboxWidget,
    SelectWidget,
    CheckboxesWidget,
    FileWidget,
    text: TextWidget,
    textarea: TextareaWidget,
    date: DateWidget,
    number: NumberWidget,
    checkbox: CheckboxWidget,
    select: SelectWidget,
    checkboxes: CheckboxesWidget,
    file: FileWidget,
    // The server-driven field types (src/shared/dynamic-forms/to-ui-schema.ts).
    email: EmailWidget,
    phone: PhoneWidget,
    decimal: DecimalWidget,
    inlineRadio: InlineRadioWidget,
    currency: CurrencyWidget,
    url: UrlWidget,
    dynamicFile: DynamicFileWidget,
    // The other inputs of product spec section 5, named in spec/screens `widgets:`.
    continent: ContinentWidget,
    country: CountryWidget,
    countries: CountriesWidget,
    province: ProvinceWidget,
    provinces: ProvincesWidget,
    city: CityWidget,
    datePicker: DatePickerWidget,
    bic: BicWidget,
    swift: SwiftWidget,
    otp: OtpWidget,
    password: PasswordWidget,
    // User administration selects (spec/screens/users.yaml).
    department: DepartmentWidget,
    groups: GroupsWidget,
    destination: DestinationWidget,
    permissions: PermissionsWidget,
    menuPermissions: MenuPermissionsWidget,
    // The transfers a fund transaction pays for (spec/screens/fund-transfer.yaml).
    payableTransfers: PayableTransfersWidget,
    // The ministry user a helpdesk ticket is assigned to (spec/screens/helpdesk.yaml).
    assignee: AssigneeWidget,
    // A field with `x-reference` (the id of another entity's record), unless the screen names another widget.
    reference: ReferenceWidget,
    // A text field offering a registry's names (`x-suggest`): a bank as written on a receipt.
    suggest: SuggestWidget,
  },
  // Values that are objects: RJSF draws objects with fields (`ui:field`), not widgets.
  fields: { social: SocialField, yesNo: YesNoField, dateRange: DateRangeField },
};
