// The offline map: the province drawn as inline SVG, the city seats (choose a
// city by clicking or with Enter), and one marker per service hall. Markers
// are buttons, so the map works from the keyboard too.
import type { KeyboardEvent } from 'react';
import { CITIES } from '../jiangsu';
import { LAKES, OUTLINE, PROVINCE_BOX, YANGTZE, pathOf, project, type Box, type LonLat } from './geography';

export interface MapHall {
  readonly hallId: string;
  readonly hallName: string;
  readonly longitude: number;
  readonly latitude: number;
}

interface ProvinceMapProps {
  halls: readonly MapHall[];
  selected: string | undefined;
  view: Box;
  areaCode: string;
  onSelectHall: (hallId: string) => void;
  onSelectCity: (code: string) => void;
}

const LAND = pathOf(OUTLINE, true);
const RIVER = pathOf(YANGTZE, false);

/** Enter and Space press a drawn button, as they would a real one. */
function pressWith(action: () => void) {
  return (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    action();
  };
}

export function ProvinceMap({ halls, selected, view, areaCode, onSelectHall, onSelectCity }: ProvinceMapProps) {
  // Sizes are given for the whole province and shrink with the zoom, so they look the same on screen.
  const scale = view.width / PROVINCE_BOX.width;
  return (
    <svg
      className="hall-map__svg"
      viewBox={`${view.x} ${view.y} ${view.width} ${view.height}`}
      role="group"
      aria-label="江苏省人社服务网点分布图"
    >
      <rect x={view.x} y={view.y} width={view.width} height={view.height} className="hall-map__sea" />
      <path d={LAND} className="hall-map__land" vectorEffect="non-scaling-stroke" />
      {LAKES.map(({ name, centre, radii }) => {
        const { x, y } = project(centre);
        const edge = project([centre[0] + radii[0], centre[1] - radii[1]] as LonLat);
        return <ellipse key={name} cx={x} cy={y} rx={edge.x - x} ry={edge.y - y} className="hall-map__water" />;
      })}
      <path d={RIVER} className="hall-map__river" vectorEffect="non-scaling-stroke" />
      {CITIES.map((city) => {
        const { x, y } = project([city.longitude, city.latitude]);
        const current = city.code === areaCode;
        return (
          <g
            key={city.code}
            className={`hall-map__city${current ? ' hall-map__city--current' : ''}`}
            role="button"
            tabIndex={0}
            aria-label={`查看${city.name}的服务网点`}
            aria-pressed={current}
            onClick={() => onSelectCity(city.code)}
            onKeyDown={pressWith(() => onSelectCity(city.code))}
          >
            <circle cx={x} cy={y} r={4 * scale} />
            <text x={x + 6 * scale} y={y + 4 * scale} fontSize={12 * scale}>
              {city.name}
            </text>
          </g>
        );
      })}
      {halls.map((hall) => {
        const { x, y } = project([hall.longitude, hall.latitude]);
        const chosen = hall.hallId === selected;
        const size = (chosen ? 11 : 8) * scale;
        return (
          <g
            key={hall.hallId}
            className={`hall-map__marker${chosen ? ' hall-map__marker--chosen' : ''}`}
            role="button"
            tabIndex={0}
            aria-label={hall.hallName}
            aria-pressed={chosen}
            onClick={() => onSelectHall(hall.hallId)}
            onKeyDown={pressWith(() => onSelectHall(hall.hallId))}
          >
            <title>{hall.hallName}</title>
            <path d={`M${x} ${y}l${-size * 0.6} ${-size}a${size * 0.7} ${size * 0.7} 0 1 1 ${size * 1.2} 0z`} strokeWidth={1.5 * scale} />
            <circle cx={x} cy={y - size * 1.15} r={size * 0.28} className="hall-map__marker-dot" />
          </g>
        );
      })}
    </svg>
  );
}
