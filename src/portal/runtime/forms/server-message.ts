/**
 * A server's field message as the user should read it. Our API sends translated text; a message
 * that is an error key instead (`mobile_exists`, `errors.repeated`) is translated when the locale
 * files know it (product spec section 5: "error keys are translated if a translation exists").
 */
export function serverMessage(message: string, t: (key: string) => string, exists: (key: string) => boolean): string {
  if (!/^[a-z][a-z0-9_]*(\.[a-z0-9_]+)*$/.test(message)) return message;
  const key = message.includes('.') ? message : `errors.${message}`;
  return exists(key) ? t(key) : message;
}
