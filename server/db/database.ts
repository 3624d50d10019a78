import type { Kysely, Transaction } from 'kysely';
import type { AccountRestrictionsTable } from './tables/accountRestrictions';
import type { AdChangesTable } from './tables/adChanges';
import type { AdGroupsTable } from './tables/adGroups';
import type { AdDailyStatsTable, AdReportRunsTable } from './tables/adStats';
import type { AdsTable } from './tables/ads';
import type { AdvertiserBillingTable, AdvertisersTable } from './tables/advertisers';
import type { ApiTokensTable } from './tables/apiTokens';
import type { BoardCollaboratorsTable } from './tables/boardCollaborators';
import type { BoardFormerSlugsTable } from './tables/boardFormerSlugs';
import type { BoardInvitesTable } from './tables/boardInvites';
import type { BoardSectionsTable } from './tables/boardSections';
import type { BoardsTable } from './tables/boards';
import type { BoardUserStatesTable } from './tables/boardUserStates';
import type { BotCheckSpentTable } from './tables/botCheckSpent';
import type { BusinessAccessTable } from './tables/businessAccess';
import type { CampaignsTable } from './tables/campaigns';
import type { CarouselSlidesTable, CarouselsTable } from './tables/carousels';
import type {
  CatalogDataSourcesTable,
  CatalogImportErrorsTable,
  CatalogImportsTable,
  CatalogItemsTable,
  ProductGroupsTable,
} from './tables/catalogs';
import type { ConnectedAccountsTable } from './tables/connectedAccounts';
import type {
  AdClicksTable,
  AudiencesTable,
  ConversionEventsTable,
  ConversionTokensTable,
} from './tables/conversions';
import type { DataExportsTable, DataImportsTable, ImportedItemsTable } from './tables/dataPort';
import type { EmailVerificationsTable } from './tables/emailVerifications';
import type { ExperimentAssignmentsTable } from './tables/experimentAssignments';
import type { HashtagsTable, PinHashtagsTable } from './tables/hashtags';
import type { IdeaTopicsTable } from './tables/ideaTopics';
import type { ImagesTable } from './tables/images';
import type { InstanceInvitesTable, InstanceSettingsTable, ReportsTable } from './tables/instance';
import type { PendingWelcomesTable, UserInterestsTable } from './tables/interests';
import type { CampaignSpendMonthsTable, InvoiceLinesTable, InvoicesTable } from './tables/invoices';
import type { JobsTable } from './tables/jobs';
import type { MediaPurgeCandidatesTable } from './tables/mediaPurgeCandidates';
import type { MediaUploadsTable } from './tables/mediaUploads';
import type { MfaFactorsTable } from './tables/mfaFactors';
import type { MfaLoginTicketsTable } from './tables/mfaLoginTickets';
import type { MfaRecoveryCodesTable } from './tables/mfaRecoveryCodes';
import type {
  OAuthAppsTable,
  OAuthAuthorizationCodesTable,
  OAuthGrantsTable,
  OAuthRefreshTokensTable,
} from './tables/oauth';
import type { PasswordResetRequestsTable } from './tables/passwordResetRequests';
import type { LoginAssistsTable, PasswordResetsTable } from './tables/passwordResets';
import type { PinProductTagsTable } from './tables/pinProductTags';
import type { PinSearchWordsTable } from './tables/pinSearchWords';
import type { PinSponsorshipsTable } from './tables/pinSponsorships';
import type { PinsTable } from './tables/pins';
import type { RequestRateCountsTable } from './tables/requestRateCounts';
import type { ScheduledPinsTable } from './tables/scheduledPins';
import type { SearchVocabularyTable } from './tables/searchVocabulary';
import type { ServerSecretsTable } from './tables/serverSecrets';
import type { SessionsTable } from './tables/sessions';
import type { BoardFollowsTable, EventsTable, UserBlocksTable, UserFollowsTable } from './tables/social';
import type { SocialLoginStatesTable, SocialLoginsTable, SocialSignupsTable } from './tables/socialLogins';
import type { ThrottleBucketsTable } from './tables/throttleBuckets';
import type { TrackingEventsTable } from './tables/trackingEvents';
import type { TypeaheadSuggestionsTable } from './tables/typeaheadSuggestions';
import type { UserSettingsTable } from './tables/userSettings';
import type { UserStatesTable } from './tables/userStates';
import type { UsersTable } from './tables/users';
import type { VideosTable } from './tables/videos';

export interface Database {
  api_tokens: ApiTokensTable;
  oauth_apps: OAuthAppsTable;
  oauth_authorization_codes: OAuthAuthorizationCodesTable;
  oauth_refresh_tokens: OAuthRefreshTokensTable;
  oauth_grants: OAuthGrantsTable;
  images: ImagesTable;
  users: UsersTable;
  instance_settings: InstanceSettingsTable;
  instance_invites: InstanceInvitesTable;
  reports: ReportsTable;
  business_access: BusinessAccessTable;
  sessions: SessionsTable;
  throttle_buckets: ThrottleBucketsTable;
  request_rate_counts: RequestRateCountsTable;
  password_resets: PasswordResetsTable;
  login_assists: LoginAssistsTable;
  ad_changes: AdChangesTable;
  email_verifications: EmailVerificationsTable;
  password_reset_requests: PasswordResetRequestsTable;
  mfa_factors: MfaFactorsTable;
  mfa_recovery_codes: MfaRecoveryCodesTable;
  mfa_login_tickets: MfaLoginTicketsTable;
  boards: BoardsTable;
  board_former_slugs: BoardFormerSlugsTable;
  board_collaborators: BoardCollaboratorsTable;
  board_invites: BoardInvitesTable;
  board_sections: BoardSectionsTable;
  board_user_states: BoardUserStatesTable;
  pins: PinsTable;
  pin_sponsorships: PinSponsorshipsTable;
  pin_search_words: PinSearchWordsTable;
  hashtags: HashtagsTable;
  pin_hashtags: PinHashtagsTable;
  typeahead_suggestions: TypeaheadSuggestionsTable;
  search_vocabulary: SearchVocabularyTable;
  idea_topics: IdeaTopicsTable;
  user_interests: UserInterestsTable;
  pending_welcomes: PendingWelcomesTable;
  user_follows: UserFollowsTable;
  board_follows: BoardFollowsTable;
  user_blocks: UserBlocksTable;
  events: EventsTable;
  server_secrets: ServerSecretsTable;
  jobs: JobsTable;
  account_restrictions: AccountRestrictionsTable;
  scheduled_pins: ScheduledPinsTable;
  carousels: CarouselsTable;
  carousel_slides: CarouselSlidesTable;
  pin_product_tags: PinProductTagsTable;
  videos: VideosTable;
  data_exports: DataExportsTable;
  data_imports: DataImportsTable;
  imported_items: ImportedItemsTable;
  media_uploads: MediaUploadsTable;
  media_purge_candidates: MediaPurgeCandidatesTable;
  user_settings: UserSettingsTable;
  user_states: UserStatesTable;
  connected_accounts: ConnectedAccountsTable;
  experiment_assignments: ExperimentAssignmentsTable;
  tracking_events: TrackingEventsTable;
  advertisers: AdvertisersTable;
  advertiser_billing: AdvertiserBillingTable;
  campaign_spend_months: CampaignSpendMonthsTable;
  invoices: InvoicesTable;
  invoice_lines: InvoiceLinesTable;
  campaigns: CampaignsTable;
  ad_groups: AdGroupsTable;
  ads: AdsTable;
  ad_daily_stats: AdDailyStatsTable;
  ad_report_runs: AdReportRunsTable;
  ad_clicks: AdClicksTable;
  conversion_tokens: ConversionTokensTable;
  conversion_events: ConversionEventsTable;
  audiences: AudiencesTable;
  catalog_data_sources: CatalogDataSourcesTable;
  catalog_imports: CatalogImportsTable;
  catalog_import_errors: CatalogImportErrorsTable;
  catalog_items: CatalogItemsTable;
  product_groups: ProductGroupsTable;
  bot_check_spent: BotCheckSpentTable;
  social_logins: SocialLoginsTable;
  social_login_states: SocialLoginStatesTable;
  social_signups: SocialSignupsTable;
}

export type Db = Kysely<Database>;
export type Tx = Transaction<Database>;
/** Either the database or an open transaction: query helpers accept both. */
export type DbOrTx = Kysely<Database> | Transaction<Database>;
