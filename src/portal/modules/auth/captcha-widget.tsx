/**
 * ALTCHA's web component on our own challenge (`captcha/challenge/`), loaded by `captcha-field.tsx`
 * once the user engages the login form. The proof of work runs in a same-origin worker and the
 * styles come from our bundle, so the CSP needs no third-party origin, no blob: worker and no
 * inline script. Texts are ours (ar/en).
 */
import 'altcha/external';
import 'altcha/altcha.css';
import type { AltchaWidgetElement } from 'altcha/types/generic';
import type {} from 'altcha/types/react';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import { tokens } from '@fluentui/react-components';
import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import { operationUrl } from '../../lib/operation-url.ts';
import { useT } from '../../lib/i18n.ts';
import type { CaptchaHandle } from './captcha-field.tsx';

$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());

type StateDetail = { state: string; payload?: string };

// The widget in Fluent's colours. Its own defaults use CSS light-dark(), which the build's CSS
// minifier rewrites for older browsers into variables only a color-scheme rule sets: the box and
// the unticked checkbox came out invisible.
const look = {
  '--altcha-color-base': tokens.colorNeutralBackground1,
  '--altcha-color-base-content': tokens.colorNeutralForeground1,
  '--altcha-color-neutral': tokens.colorNeutralStroke1,
  '--altcha-color-neutral-content': tokens.colorNeutralForeground2,
  '--altcha-color-primary': tokens.colorBrandBackground,
  '--altcha-color-primary-content': tokens.colorNeutralForegroundOnBrand,
  '--altcha-color-success': tokens.colorPaletteGreenBackground3,
  '--altcha-color-success-content': tokens.colorNeutralForegroundOnBrand,
  '--altcha-color-error': tokens.colorPaletteRedBackground3,
  '--altcha-color-error-content': tokens.colorNeutralForegroundOnBrand,
  '--altcha-border-color': tokens.colorNeutralStroke2,
  '--altcha-border-radius': tokens.borderRadiusMedium,
  '--altcha-checkbox-border-color': tokens.colorNeutralStrokeAccessible,
  '--altcha-checkbox-border-width': '1px',
  '--altcha-checkbox-outline': `2px solid ${tokens.colorStrokeFocus2}`,
  '--altcha-input-background-color': tokens.colorNeutralBackground1,
  '--altcha-spinner-color': tokens.colorBrandForeground1,
  '--altcha-max-width': '100%',
};

/** Resolves once the widget leaves the `verifying` state. */
const settled = (widget: AltchaWidgetElement) =>
  new Promise<void>((resolve) => {
    const done = (event: Event) => {
      if ((event as CustomEvent<StateDetail>).detail.state === 'verifying') return;
      widget.removeEventListener('statechange', done);
      resolve();
    };
    widget.addEventListener('statechange', done);
  });

/** The widget, solving from the moment it mounts (it is only loaded once the user is in the form). */
export default function CaptchaWidget({ ref }: { ref: Ref<CaptchaHandle> }) {
  const { t, language } = useT();
  const widget = useRef<AltchaWidgetElement>(null);
  const payload = useRef<string | null>(null);

  // The widget's texts in the shown language, from our locale files (its i18n store is reactive).
  useEffect(() => {
    $altcha.i18n.set(language, {
      ariaLinkLabel: t('auth.captcha.aria_link'),
      enterCode: t('auth.captcha.enter_code'),
      enterCodeAria: t('auth.captcha.enter_code_aria'),
      error: t('auth.captcha.error'),
      expired: t('auth.captcha.expired'),
      footer: '',
      getAudioChallenge: t('auth.captcha.get_audio'),
      label: t('auth.captcha.label'),
      loading: t('auth.captcha.loading'),
      reload: t('auth.captcha.reload'),
      verify: t('auth.captcha.verify'),
      verificationRequired: t('auth.captcha.verification_required'),
      verified: t('auth.captcha.verified'),
      verifying: t('auth.captcha.verifying'),
      waitAlert: t('auth.captcha.wait_alert'),
    });
  }, [t, language]);

  useEffect(() => {
    const element = widget.current;
    if (!element) return;
    const onState = (event: Event) => {
      const { state, payload: value } = (event as CustomEvent<StateDetail>).detail;
      payload.current = state === 'verified' ? (value ?? null) : null;
    };
    element.addEventListener('statechange', onState);
    return () => element.removeEventListener('statechange', onState);
  }, []);

  useImperativeHandle(ref, () => ({
    async solved() {
      const element = widget.current;
      if (payload.current || !element) return payload.current;
      if (element.getState() === 'verifying') await settled(element);
      else await element.verify().catch(() => null);
      return payload.current;
    },
    renew() {
      payload.current = null;
      widget.current?.reset();
      void widget.current?.verify().catch(() => null); // ready again by the time the user resubmits
    },
  }));

  return (
    <altcha-widget
      ref={widget}
      challenge={operationUrl('getCaptchaChallenge')}
      auto="onload"
      language={language}
      name="captcha"
      style={look}
      // One solver: our challenges take a fraction of a second, and with several, the ones still
      // loading when the first finds the answer are killed mid-download.
      configuration={JSON.stringify({ hideFooter: true, hideLogo: true, workers: 1 })}
    />
  );
}
