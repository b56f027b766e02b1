import type { ThemeProps } from '@rjsf/core';
import type { WidgetProps } from '@rjsf/utils';
import ArrayFieldItemTemplate from './templates/array-field-item-template.tsx';
import ArrayFieldTemplate from './templates/array-field-template.tsx';
import BaseInputTemplate from './templates/base-input-template.tsx';
import ErrorListTemplate from './templates/error-list-template.tsx';
import FieldTemplate from './templates/field-template.tsx';
import { AddButton, ClearButton, CopyButton, MoveDownButton, MoveUpButton, RemoveButton } from './templates/icon-buttons.tsx';
import ObjectFieldTemplate from './templates/object-field-template.tsx';
import SubmitButton from './templates/submit-button.tsx';
import CheckboxWidget from './widgets/checkbox-widget.tsx';
import CheckboxesWidget from './widgets/checkboxes-widget.tsx';
import NumberWidget from './widgets/number-widget.tsx';
import TextareaWidget from './widgets/textarea-widget.tsx';
import TextWidget from './widgets/text-widget.tsx';
import DecimalWidget from './widgets/decimal-widget.tsx';
import EmailWidget from './widgets/email-widget.tsx';
import UrlWidget from './widgets/url-widget.tsx';
import BicWidget from './widgets/bic-widget.tsx';
import OtpWidget from './widgets/otp-widget.tsx';
import SwiftWidget from './widgets/swift-widget.tsx';
import { lazyPart, type LazyPart } from './lazy-part.tsx';

// Widgets and fields that bring more than a Fluent input (a calendar, the phone numbers, lookups and
// comboboxes, uploads, the user administration's lists) are chunks of their own, fetched before a
// form that names them is drawn (`widgets-ready.ts`): a form page loads only those it uses
// (issue 21: the form page's script weight).
const SocialField = lazyPart(() => import('./fields/social-field.tsx'));
const CurrencyWidget = lazyPart(() => import('./widgets/currency-widget.tsx'));
const DateWidget = lazyPart(() => import('./widgets/date-widget.tsx'));
const FileWidget = lazyPart(() => import('./widgets/file-widget.tsx'));
const SelectWidget = lazyPart(() => import('./widgets/select-widget.tsx'));
const DynamicFileWidget = lazyPart(() => import('./widgets/dynamic-file-widget.tsx'));
const InlineRadioWidget = lazyPart(() => import('./widgets/inline-radio-widget.tsx'));
// The phone widget fetches the phone numbers it splits and checks values with as it takes the focus
// (a form whose data hold a phone value waits for them: widgets-ready.ts).
const PhoneWidget = lazyPart<WidgetProps>(() => import('./widgets/phone-widget.tsx'));
const CityWidget = lazyPart(() => import('./widgets/city-widget.tsx'));
const ContinentWidget = lazyPart(() => import('./widgets/continent-widget.tsx'));
const CountryWidget = lazyPart(() => import('./widgets/country-widget.tsx'));
const CountriesWidget = lazyPart(() => import('./widgets/countries-widget.tsx'));
const DatePickerWidget = lazyPart(() => import('./widgets/date-picker-widget.tsx'));
const PasswordWidget = lazyPart(() => import('./widgets/password-widget.tsx'));
const ProvinceWidget = lazyPart(() => import('./widgets/province-widget.tsx'));
const ProvincesWidget = lazyPart(() => import('./widgets/provinces-widget.tsx'));
const AssigneeWidget = lazyPart(() => import('./widgets/assignee-widget.tsx'));
const DepartmentWidget = lazyPart(() => import('./widgets/department-widget.tsx'));
const PayableTransfersWidget = lazyPart(() => import('./widgets/payable-transfers-widget.tsx'));
const ReferenceWidget = lazyPart(() => import('./widgets/reference-widget.tsx'));
const SuggestWidget = lazyPart(() => import('./widgets/suggest-widget.tsx'));
const GroupsWidget = lazyPart(() => import('./widgets/groups-widget.tsx'));
const DestinationWidget = lazyPart(() => import('./widgets/destination-widget.tsx'));
const MenuPermissionsWidget = lazyPart(() => import('./widgets/menu-permissions-widget.tsx'));
const PermissionsWidget = lazyPart(() => import('./widgets/permissions-widget.tsx'));
const DateRangeField = lazyPart(() => import('./fields/date-range-field.tsx'));
const YesNoField = lazyPart(() => import('./fields/yes-no-field.tsx'));

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

/** The theme's parts loaded on demand, by the names forms use (`widgets-ready.ts` fetches them ahead). */
export const lazyParts: Readonly<Record<string, LazyPart<never>>> = Object.fromEntries(
  Object.entries<unknown>({ ...fluentTheme.widgets, ...fluentTheme.fields }).filter((entry): entry is [string, LazyPart<never>] => typeof entry[1] === 'function' && 'preload' in entry[1]),
);
