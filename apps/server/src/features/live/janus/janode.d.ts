// The part of janode (Meetecho's Janus client, plain JavaScript) the live room uses, typed.
declare module 'janode' {
  import type { EventEmitter } from 'node:events';

  export interface Jsep {
    type: 'offer' | 'answer';
    sdp: string;
  }
  export class JanodeHandle extends EventEmitter {
    id: number;
    detach(): Promise<void>;
    hangup(): Promise<void>;
    trickle(candidate: object | null): Promise<void>;
    trickleComplete(): Promise<void>;
    /** A plugin request as it is; Janus's answer with the plugin's data. */
    message(body: object): Promise<{ plugindata?: { data: Record<string, unknown> } }>;
  }
  export class JanodeSession extends EventEmitter {
    attach<H>(plugin: { Handle: new (...args: never[]) => H; id: string }): Promise<H>;
    destroy(): Promise<void>;
  }
  export class JanodeConnection extends EventEmitter {
    create(keepAliveSeconds?: number): Promise<JanodeSession>;
    close(): Promise<void>;
  }
  const Janode: {
    connect(config: {
      address: { url: string; apisecret?: string } | { url: string; apisecret?: string }[];
      retry_time_secs?: number;
      max_retries?: number;
      is_admin?: boolean;
    }): Promise<JanodeConnection>;
    Logger: { setLevel(level: 'debug' | 'verb' | 'info' | 'warn' | 'error' | 'none'): string };
    EVENT: {
      CONNECTION_CLOSED: string;
      SESSION_DESTROYED: string;
      HANDLE_DETACHED: string;
      HANDLE_HANGUP: string;
      HANDLE_WEBRTCUP: string;
      CONNECTION_ERROR: string;
    };
  };
  export default Janode;
}

declare module 'janode/plugins/videoroom' {
  import { JanodeHandle, type Jsep } from 'janode';

  export class VideoRoomHandle extends JanodeHandle {
    create(params: {
      room: string;
      description?: string;
      secret?: string;
      max_publishers?: number;
      bitrate?: number;
      is_private?: boolean;
      permanent?: boolean;
      fir_freq?: number;
    }): Promise<{ room: string }>;
    destroy(params: { room: string; secret?: string }): Promise<unknown>;
    exists(params: { room: string }): Promise<{ room: string; exists: boolean }>;
    kick(params: { room: string; feed: string; secret?: string }): Promise<unknown>;
    joinConfigurePublisher(params: {
      room: string;
      feed: string;
      display?: string;
      audio?: boolean;
      video?: boolean;
      jsep: Jsep;
    }): Promise<{ feed: string; jsep?: Jsep; publishers: { feed: string }[] }>;
    joinSubscriber(params: { room: string; feed: string }): Promise<{ jsep?: Jsep }>;
    start(params: { jsep: Jsep }): Promise<unknown>;
    unpublish(): Promise<unknown>;
    listParticipants(params: {
      room: string;
      secret?: string;
    }): Promise<{ participants: { feed: string | number; publisher: boolean }[] }>;
  }
  const VideoRoomPlugin: {
    id: string;
    Handle: typeof VideoRoomHandle;
    EVENT: Record<string, string>;
  };
  export default VideoRoomPlugin;
}
