import { contextBridge, ipcRenderer } from 'electron';
import { CHANNELS, type AppInfo, type LarderBridge } from './contract.ts';

const bridge: LarderBridge = {
  isDesktop: true,
  appInfo: () => ipcRenderer.invoke(CHANNELS.appInfo) as Promise<AppInfo>,
};

contextBridge.exposeInMainWorld('larder', bridge);
