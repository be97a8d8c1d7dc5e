export { Form, Link, NavLink, localizeTo, redirect, useNavigate } from './links.tsx';
