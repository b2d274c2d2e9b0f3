import { createRoot } from 'react-dom/client';
import { PublicApp } from './PublicApp';

createRoot(document.getElementById('root')!).render(<PublicApp />);
