export declare const SENTINEL_ENV: Readonly<Record<string, string>>;
export declare function findSentinels(dir: string): { file: string; names: string[] }[];
