// /index?areaCode=320500&serviceObject=2 (city channel links, the header's
// service shortcuts): applies the query to the home state.
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { getCityChannels } from '../../components/catalogue';
import { chooseCity, chooseServiceObject, home, SERVICE_OBJECTS, type ServiceObject } from '../../stores/home';

function asServiceObject(value: string | null): ServiceObject | undefined {
  return value === SERVICE_OBJECTS.person || value === SERVICE_OBJECTS.unit ? value : undefined;
}

export function useHomeQuery(): void {
  const [params] = useSearchParams();
  const wantedObject = asServiceObject(params.get('serviceObject'));
  const wantedArea = params.get('areaCode');

  useEffect(() => {
    if (wantedObject) chooseServiceObject(wantedObject);
  }, [wantedObject]);

  useEffect(() => {
    if (!wantedArea || wantedArea === home.areaCode) return undefined;
    let current = true;
    // The name shown for the city comes from the channel list; unknown codes are ignored.
    getCityChannels().then(
      (cities) => {
        const city = cities.find((candidate) => candidate.areaCode === wantedArea);
        if (current && city) chooseCity(city.name, city.areaCode);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [wantedArea]);
}
