import type { ThemeConfig } from 'antd';

/** Government blue with a gold accent; the shell's CSS variables use the same colours. */
export const portalTheme: ThemeConfig = {
  token: {
    colorPrimary: '#0d56b3',
    colorLink: '#0d56b3',
    colorError: '#c3161c',
    borderRadius: 6,
    fontSize: 14,
    fontFamily:
      "-apple-system, 'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Hiragino Sans GB', sans-serif",
  },
  components: {
    Layout: { bodyBg: 'transparent', siderBg: '#fff' },
    Menu: { itemSelectedBg: '#e8f0fb', itemSelectedColor: '#0d56b3' },
  },
};
