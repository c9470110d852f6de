import bootstrap from './bootstrap';
import config from './config';
import controllers from './controllers';
import middlewares from './middlewares';
import register from './register';
import routes from './routes';
import services from './services';

export default { bootstrap, config, controllers, middlewares, register, routes, services };
