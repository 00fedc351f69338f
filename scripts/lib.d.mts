// The part of lib.mjs the TypeScript scripts use.
export declare const root: string;
export declare function webDistDir(): string;
export declare function buildWeb(outDir?: string, extraArgs?: string[]): Promise<void>;
export declare function webBuildIsStale(): boolean;
