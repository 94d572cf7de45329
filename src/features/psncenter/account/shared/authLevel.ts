// Real-name levels of the person service (1 registered … 4 advanced).

export const AUTH_LEVEL_NAMES: Record<number, string> = {
  1: '注册用户',
  2: '实名用户',
  3: '实人用户',
  4: '高级实人用户',
};

export function authLevelName(level: number | undefined): string {
  return (level !== undefined && AUTH_LEVEL_NAMES[level]) || '未认证';
}
