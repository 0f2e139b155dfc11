import { describeEventBusContract } from './event-bus.contract.js';
import { InProcessEventBus } from './in-process-event-bus.js';

describeEventBusContract('in-process', async () => new InProcessEventBus());
