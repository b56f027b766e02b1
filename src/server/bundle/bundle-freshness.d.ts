/** Types of bundle-freshness.js (plain JavaScript, so that Node runs it without tsx). */
export type ManifestInput = { size: number; mtimeMs: number; sha256: string };
export type Manifest = { entry: string; inputs: Record<string, ManifestInput> };

export declare const MANIFEST: string;
export declare function sha256Of(path: string): string;
export declare function freshBundle(root: string): { entry: string | undefined; reason: string };
