/** RJSF's own error list is off: the form shows `ErrorSummary` (GOV.UK pattern) instead. */
export default function ErrorListTemplate() {
  return null;
}
