// Types of enum-labels.mjs for the TypeScript readers (the tests).

export interface EnumOption {
  readonly value: string;
  readonly label: string;
}

export declare function enumOptions(where: string, name: string, property: object): EnumOption[];
export declare function enumLabelsOf(doc: object): Record<string, Record<string, string>>;
export declare function renderEnumLabels(service: string, enumLabels: Record<string, Record<string, string>>): string;
