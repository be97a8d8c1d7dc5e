export { Link, NavLink, localizeTo, redirect, useNavigate } from './links.tsx';
