/**
 * Named channels with publish/subscribe, a bounded history per channel as a signal, and
 * broadcast to every channel.
 * @module
 */
export {
  createChannels,
  type Channel,
  type ChannelListener,
  type ChannelMessage,
  type Channels,
  type ChannelsOptions,
} from './channels.ts';
