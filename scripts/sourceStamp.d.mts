export declare const STAMP_FILE: string;
export declare const CLIENT_INPUTS: readonly string[];
export declare const SERVER_INPUTS: readonly string[];
export declare function sourceStamp(root: string, inputs: readonly string[]): string;
export declare function isBuildCurrent(root: string, outDir: string, inputs: readonly string[]): boolean;
export declare function writeStamp(outDir: string, stamp: string): void;
