import { register } from 'node:module';

register(new URL('./stand-in-hooks.mjs', import.meta.url));
