// The exposed module `./AdminLayout`: the host wraps every console route in it.
import '../adminMessages';

export { default } from '../layout/AdminLayout';
