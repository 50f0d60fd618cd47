export declare const HEADLESS_SHELL: string;
export declare const WHOLE_CHROMIUM: string;
/** The Chromium the browser tests drive (see chromium-path.mjs). */
export declare function chromiumPath(): string;
