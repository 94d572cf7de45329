// The portal's own logged-in services (insurance, card, employment and subsidy
// queries, printing, retirement) that /task opens by function id instead of
// starting a case.
import type { ComponentType } from 'react';

export interface BenefitService {
  /** Stable key of the service, used in docs/services.md. */
  key: string;
  title: string;
  Screen: ComponentType<{ funcId: string }>;
}

const byFuncId: Readonly<Record<string, BenefitService>> = {};

/** The service a function id opens, or undefined when the function is a case to create. */
export function benefitServiceFor(funcId: string): BenefitService | undefined {
  return byFuncId[funcId];
}
