// The data of the business-item catalogue: the classified catalogue of the
// city (names and order of the categories) and the service object's full list
// (function/getFunction), both public reads without a token.
import { getClassifiedFunctions, getFunctions } from '../../../components/catalogue';
import { useAsyncData, type AsyncData } from '../../../components/useAsyncData';
import type { ServiceObject } from '../../../stores/home';
import { catalogueCategories, type CatalogueCategory } from './catalogue';

export function useBusinessCatalogue(serviceObject: ServiceObject, areaCode: string): AsyncData<CatalogueCategory[]> {
  return useAsyncData(`business-catalogue:${serviceObject}:${areaCode}`, async () => {
    const [classified, listed] = await Promise.all([getClassifiedFunctions(areaCode), getFunctions(serviceObject, areaCode)]);
    return catalogueCategories(classified, listed, serviceObject);
  });
}
