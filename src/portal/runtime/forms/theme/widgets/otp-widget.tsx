import type { WidgetProps } from '@rjsf/utils';
import { OTP_LENGTH } from '../../../../../shared/validation/rules/choices.ts';
import { CodeInput } from './code-input.tsx';

/** The verification code sent by SMS: six characters (`x-rule: otp`, 'Please input the OTP code sent to your mobile number'). */
export default function OtpWidget(props: WidgetProps) {
  return <CodeInput widget={props} maxLength={OTP_LENGTH} autoComplete="one-time-code" />;
}
