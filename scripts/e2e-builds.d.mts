export interface E2eBuild {
  /** The folder, relative to the repository. */
  dir: string;
  /** Its APP_VERSION, shown on /download-app. */
  version: string;
}
export declare const MAIN_BUILD: E2eBuild;
export declare const PLAIN_BUILD: E2eBuild;
export declare function buildMain(env?: Record<string, string>): boolean;
export declare function buildPlain(): boolean;
