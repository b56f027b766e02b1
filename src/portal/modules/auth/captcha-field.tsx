/**
 * The login form's captcha: ALTCHA's web component on our own challenge (`captcha/challenge/`).
 * The proof of work runs in a same-origin worker and the styles come from our bundle, so the CSP
 * needs no third-party origin, no blob: worker and no inline script. Texts are ours (ar/en).
 */
import 'altcha/external';
import 'altcha/altcha.css';
import type { AltchaWidgetElement } from 'altcha/types/generic';
import type {} from 'altcha/types/react';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import { Field, tokens } from '@fluentui/react-components';
import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import { useT } from '../../lib/i18n.ts';

$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());

/** What the login form asks of the captcha. */
export type CaptchaHandle = {
  /** The solved payload to send as `captcha`, solving first when needed; null when it could not be solved. */
  solved(): Promise<string | null>;
  /** Starts again with a new challenge (a payload is good for one login attempt). */
  renew(): void;
};

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

export function CaptchaField({ ref, error }: { ref: Ref<CaptchaHandle>; error?: string | undefined }) {
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
    },
  }));

  return (
    // The widget's own checkbox carries the label ("I'm not a robot"); the field adds the hint and the server's error.
    <Field hint={t('auth.captcha.hint')} validationMessage={error} validationState={error ? 'error' : 'none'}>
      <altcha-widget
        ref={widget}
        challenge="/api/v1/captcha/challenge/"
        auto="onfocus"
        language={language}
        name="captcha"
        style={look}
        configuration={JSON.stringify({ hideFooter: true, hideLogo: true })}
      />
    </Field>
  );
}
