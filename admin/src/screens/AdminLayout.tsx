// The exposed module `./AdminLayout`: the host wraps every console route in it. It loads the console's
// shared strings (namespace `admin`) before it renders.

export { default } from '../layout/AdminLayout';
