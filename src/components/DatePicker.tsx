// antd's DatePicker for the portal's screens. Its panels take month and weekday
// names from dayjs's Chinese locale (antd's zh_CN locale names it); the locale is
// registered here, with the pickers' code, rather than on every first page; their
// text boxes get widths of their own (date-picker.css).
// ESLint sends every DatePicker import here.
import 'dayjs/locale/zh-cn';
import './date-picker.css';

export { DatePicker } from 'antd';
