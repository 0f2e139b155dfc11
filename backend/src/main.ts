import './platform/config/production-by-default.js';
import { Logger } from '@nestjs/common';
import { createApp } from './bootstrap.js';
import { loadConfig } from './platform/config/app-config.js';

const config = loadConfig();
const app = await createApp();
await app.listen(config.port);
new Logger('Shop').log(`세라메종 is open at http://localhost:${config.port} (API docs: /api/docs, data: ${config.dataDir})`);
