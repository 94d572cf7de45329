// The portal's own logged-in services (insurance, card, employment and subsidy
// queries, printing, retirement) that /task opens by function id instead of
// starting a case. Which function opens which service is data (functions.ts);
// here each kind of screen is attached, loaded on first use in its own chunk.
import { createElement, lazy, type ComponentType } from 'react';
import { BENEFIT_FUNCTIONS, type BenefitFunction, type BenefitScreenKey } from './functions';
import { ServiceFrame } from './shared/ServiceFrame';

export interface BenefitService {
  /** Stable key of the service. */
  key: string;
  title: string;
  Screen: ComponentType<{ funcId: string }>;
}

type ServiceScreen = ComponentType<{ funcId: string }>;

/** A named screen of a module loaded on demand. */
function deferred<Module extends Record<Name, ServiceScreen>, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
): ServiceScreen {
  return lazy(async (): Promise<{ default: ServiceScreen }> => ({ default: (await load())[name] }));
}

const certificates = () => import('./jgb/CertificateScreens');
const verification = () => import('./jgb/VerifyCertScreen');
const retirement = () => import('./retire/RetirementScreen');
const queryForms = () => import('./jycy/QueryFormScreen');

const SCREENS: Record<BenefitScreenKey, ServiceScreen> = {
  personInsurance: deferred(() => import('./insurance/PersonInsuranceScreen'), 'PersonInsuranceScreen'),
  payments: deferred(() => import('./insurance/PaymentsScreen'), 'PaymentsScreen'),
  pensionAdjustment: deferred(() => import('./insurance/PensionAdjustmentScreen'), 'PensionAdjustmentScreen'),
  transfers: deferred(() => import('./insurance/TransfersScreen'), 'TransfersScreen'),
  commonQuery: deferred(() => import('./insurance/CommonQueryScreen'), 'CommonQueryScreen'),
  publicServiceQuery: deferred(() => import('./insurance/PublicServiceQueryScreen'), 'PublicServiceQueryScreen'),
  ticketQuery: deferred(() => import('./insurance/TicketQueryScreen'), 'TicketQueryScreen'),
  rightsRecord: deferred(certificates, 'RightsRecordScreen'),
  cardLoss: deferred(() => import('./card/CardLossScreen'), 'CardLossScreen'),
  cardApplication: deferred(() => import('./card/CardApplicationScreen'), 'CardApplicationScreen'),
  personInsuranceCert: deferred(certificates, 'PersonInsuranceCertScreen'),
  paymentCert: deferred(certificates, 'PaymentCertScreen'),
  medicalPaymentCert: deferred(certificates, 'MedicalPaymentCertScreen'),
  pensionPaymentCert: deferred(certificates, 'PensionPaymentCertScreen'),
  retirementCert: deferred(certificates, 'RetirementCertScreen'),
  unitInsuranceCert: deferred(certificates, 'UnitInsuranceCertScreen'),
  unitPaymentDetail: deferred(certificates, 'UnitPaymentDetailScreen'),
  retirementApplication: deferred(retirement, 'RetirementScreen'),
  verifyCert: deferred(verification, 'VerifyCertScreen'),
  queryForm: deferred(queryForms, 'QueryFormScreen'),
};

function serviceOf(entry: BenefitFunction): BenefitService {
  const Inner = SCREENS[entry.screen];
  const Screen = ({ funcId }: { funcId: string }) =>
    createElement(ServiceFrame, { service: entry, children: createElement(Inner, { funcId }) });
  Screen.displayName = `BenefitService(${entry.key})`;
  return { key: entry.key, title: entry.title, Screen };
}

const byFuncId: ReadonlyMap<string, BenefitService> = new Map(BENEFIT_FUNCTIONS.map((entry) => [entry.funcId, serviceOf(entry)]));

/** The service a function id opens, or undefined when the function is a case to create. */
export function benefitServiceFor(funcId: string): BenefitService | undefined {
  return byFuncId.get(funcId);
}
