/** Vite's `?worker` import of ALTCHA's PBKDF2 solver: a same-origin module worker (no blob: URL for the CSP to allow). */
declare module 'altcha/workers/pbkdf2?worker' {
  const Pbkdf2Worker: new () => Worker;
  export default Pbkdf2Worker;
}
