import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createQueryClient } from '../lib/query-client'
import { App } from './app'
import './styles.css'

const root = document.getElementById('root')
if (!root) throw new Error('Missing #root element')
createRoot(root).render(
  <StrictMode>
    <App queryClient={createQueryClient()} />
  </StrictMode>,
)
