// antd's text fields one by one. `Input` from 'antd' carries OTP, Search,
// TextArea and Group (with Space) as statics, so any page that shows one plain
// field downloads all of them; the shell's search field and the login forms,
// which every first page has, take only the fields they show from here.
export { default as Input } from 'antd/es/input/Input';
export { default as PasswordInput } from 'antd/es/input/Password';
export { default as SearchInput } from 'antd/es/input/Search';
