import { Caption1 } from '@fluentui/react-components';
import type { WidgetProps } from '@rjsf/utils';
import { getTemplate } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { URL_EXAMPLE } from '../../../../../shared/validation/rules/url.ts';

/** Field type 11, url: http or https only (shared rule), with an example below the input. */
export default function UrlWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const BaseInputTemplate = getTemplate('BaseInputTemplate', props.registry, props.options);
  return (
    <>
      <BaseInputTemplate {...props} type="url" placeholder={props.placeholder || URL_EXAMPLE} />
      {/* The sentence follows the page's direction; the address inside it is its own left-to-right run. */}
      <Caption1 id={`${props.id}__example`}>{t('forms.widgets.url_example', { example: `\u2066${URL_EXAMPLE}\u2069` })}</Caption1>
    </>
  );
}
