// Async boundary so federation can negotiate shared singletons before any import runs.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
