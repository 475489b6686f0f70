/** Experiment shapes in the browser (R-ENT-06..09). */
export type Assignment = {
  experiment_id: string;
  experiment_name: string;
  is_control: boolean;
  assigned_at: number;
  impression_tracked: boolean;
};

export type ExperimentInfo = { id: string; name: string; is_control: boolean };
export type ExperimentDetails = ExperimentInfo & { page_locations: string[] };

/** Hero experiment content (R-ENT-09): the texts plus an info object. */
export type HeroExperimentContent = {
  headline?: string;
  subheadline?: string;
  cta_text?: string;
  info: { id: string; name: string; isControl: boolean };
};

/** What the server puts in the home page (server/experiments/store.server.ts). */
export type ExperimentSnapshot = {
  at: number;
  experiments: (ExperimentDetails & { content: Record<string, Record<string, string>> })[];
  /** R-FUNNEL-57: a winner's texts made the default, per page location (the server has written them into the HTML). */
  defaults?: Record<string, Record<string, string>>;
};

/** Where experiments come from: R-CALL-05..08. */
export type ExperimentSource = {
  /** 4a: the experiment, if it is still active. */
  activeById: (id: string) => Promise<ExperimentInfo | null>;
  /** 4b: every active experiment. */
  listActive: () => Promise<ExperimentInfo[]>;
  /** 4c: one active experiment with its page locations. */
  details: (id: string) => Promise<ExperimentDetails | null>;
  /** 5: content_type → content_value at one page location. */
  content: (id: string, pageLocation: string) => Promise<Record<string, string>>;
};
