// Home state of spec §3: which city channel and which service object (person /
// unit) the visitor looks at, the unread-message count and the function list
// the header search offers. The city and service object survive a reload.
import { proxy } from 'valtio';
import { DEFAULT_AFFAIR_TYPE, DEFAULT_AREA_CODE, DEFAULT_CITY_NAME, DEFAULT_UNREAD_COUNT, HOME_STORAGE_KEY } from '../config/app';
import { browserSessionStorage, persistFields, readStored } from './persist';

/** Service object of the function catalogue: '1' person, '2' unit. */
export type ServiceObject = '1' | '2';
export const SERVICE_OBJECTS = { person: '1', unit: '2' } as const satisfies Record<string, ServiceObject>;

/** What the header search needs of a function; opening it goes through the jump page. */
export interface FunctionSummary {
  funcId: string;
  funcName: string;
  funcCode: string;
  category: string;
  serviceObject: string;
  isOnline: boolean;
}

export interface HomeState {
  affairType: number;
  countmsg: number;
  cityname: string;
  areaCode: string;
  serviceObject: ServiceObject;
  allFuncList: FunctionSummary[];
}

const DEFAULT_HOME: HomeState = {
  affairType: DEFAULT_AFFAIR_TYPE,
  countmsg: DEFAULT_UNREAD_COUNT,
  cityname: DEFAULT_CITY_NAME,
  areaCode: DEFAULT_AREA_CODE,
  serviceObject: SERVICE_OBJECTS.person,
  allFuncList: [],
};

const restored = readStored(browserSessionStorage(), HOME_STORAGE_KEY, DEFAULT_HOME);
if (restored.serviceObject !== SERVICE_OBJECTS.person && restored.serviceObject !== SERVICE_OBJECTS.unit) {
  restored.serviceObject = DEFAULT_HOME.serviceObject;
}

export const home = proxy<HomeState>(restored);
persistFields(home, browserSessionStorage(), HOME_STORAGE_KEY, ['cityname', 'areaCode', 'serviceObject', 'affairType']);

export function chooseCity(cityname: string, areaCode: string): void {
  home.cityname = cityname;
  home.areaCode = areaCode;
}

export function chooseServiceObject(serviceObject: ServiceObject): void {
  home.serviceObject = serviceObject;
}

export function setUnreadCount(count: number): void {
  home.countmsg = Math.max(0, Math.trunc(count));
}

export function setAllFunctions(list: readonly FunctionSummary[]): void {
  home.allFuncList = list.map(({ funcId, funcName, funcCode, category, serviceObject, isOnline }) => ({
    funcId,
    funcName,
    funcCode,
    category,
    serviceObject,
    isOnline,
  }));
}

export function setAffairType(affairType: number): void {
  home.affairType = affairType;
}

/** True while the visitor has chosen nothing: the city, service object and affair type a first visit shows. */
export function isDefaultHome(state: Pick<HomeState, 'cityname' | 'areaCode' | 'serviceObject' | 'affairType'> = home): boolean {
  return (
    state.cityname === DEFAULT_HOME.cityname &&
    state.areaCode === DEFAULT_HOME.areaCode &&
    state.serviceObject === DEFAULT_HOME.serviceObject &&
    state.affairType === DEFAULT_HOME.affairType
  );
}

/** After logout the unread count belongs to nobody. */
export function resetUserCounters(): void {
  home.countmsg = DEFAULT_UNREAD_COUNT;
}
