// Standalone development entry; the host only loads remoteEntry.js and ./routes.
import('./bootstrap');
