/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AdChangeAction =
  | 'CREATED'
  | 'DUPLICATED'
  | 'EDITED'
  | 'STATUS';

export type AdChangeObject =
  | 'AD'
  | 'AD_GROUP'
  | 'CAMPAIGN';

export type AdGroupSettingsInput = {
  /** Audience ids: never serve to people in one. Absent: unchanged. */
  audiencesExclude?: Array<string> | null | undefined;
  /** Audience ids: serve only to people in one. Absent: unchanged. */
  audiencesInclude?: Array<string> | null | undefined;
  /** What 1,000 impressions cost at most, in minor units. */
  bidMinor: number;
  budgetMinor?: number | null | undefined;
  /** Its own budget, if any. */
  budgetType?: BudgetType | null | undefined;
  /** Two-letter codes; empty: everywhere. */
  countries: Array<string>;
  interests: Array<string>;
  name: string;
};

export type AdInput = {
  /** Absent: the Pin’s title. */
  name?: string | null | undefined;
  /** One of your Pins on a public board, with a link. */
  pinId?: string | null | undefined;
  /** Catalog sales campaigns: one of your product groups instead of a Pin. */
  productGroupId?: string | null | undefined;
};

export type AdRecommendationKind =
  | 'AD_PIN_GONE'
  | 'BILLING_MISSING'
  | 'BUDGET_LIMITED'
  | 'ENDING_SOON'
  | 'LOW_CTR'
  | 'NO_CONVERSIONS'
  | 'NO_DELIVERY';

export type AdTargetingInput = {
  ages: Array<string>;
  country: Array<string>;
  genders: Array<string>;
  interests: Array<string>;
};

export type AdvertiserAccess =
  | 'MANAGE'
  | 'READ';

export type AdvertiserBillingInput = {
  address: string;
  advertiserId: string;
  contactName: string;
  country: string;
  email: string;
};

export type AdvertiserBusinessInfoInput = {
  /** Two-letter code; it fixes the currency */
  country: string;
  name: string;
  website: string;
};

export type AudienceInput = {
  advertiserId: string;
  /** ENGAGED or VISITORS. */
  kind: string;
  /** 1 to 180. */
  lookbackDays: number;
  name: string;
};

export type BoardInviteStatus =
  | 'accepted'
  | 'cancelled'
  | 'declined'
  | 'pending';

export type BoardPrivacy =
  | 'protected'
  | 'public'
  | 'secret';

/** What a bot-check token is for; `mweb_` on phones and narrow windows, `web_` otherwise. */
export type BotCheckAction =
  | 'mweb_auth'
  | 'mweb_change_password'
  | 'mweb_login'
  | 'mweb_reset_password'
  | 'mweb_signup'
  | 'web_auth'
  | 'web_change_password'
  | 'web_reset_password'
  | 'web_unauth';

export type BudgetType =
  | 'DAILY'
  | 'LIFETIME';

export type BusinessPermission =
  | 'ADMIN'
  | 'ANALYST'
  | 'OWNER';

export type CampaignObjective =
  | 'AWARENESS'
  | 'CATALOG_SALES'
  | 'CONSIDERATION'
  | 'VIDEO_VIEW'
  | 'WEB_CONVERSION';

export type CampaignSettingsInput = {
  /** Minor units (cents). */
  budgetMinor: number;
  budgetType: BudgetType;
  /** Absent: runs on (daily budgets only). */
  endsAt?: string | null | undefined;
  name: string;
  objectiveType: CampaignObjective;
  /** Absent: now. */
  startsAt?: string | null | undefined;
};

export type CampaignStatus =
  | 'ACTIVE'
  | 'ARCHIVED'
  | 'COMPLETED'
  | 'DRAFT'
  | 'PAUSED';

export type CarouselSlideInput = {
  altText?: string | null | undefined;
  link?: string | null | undefined;
  /** A succeeded image upload of yours */
  mediaUploadId: string;
  title?: string | null | undefined;
};

export type CatalogDataSourceInput = {
  advertiserId: string;
  /** Fetch the feed again every day. */
  fetchDaily?: boolean | null | undefined;
  kind: CatalogSourceKind;
  /** Its products go on the board of this name. */
  name: string;
  /** The feed’s address (kind url). */
  url?: string | null | undefined;
};

export type CatalogImportStatus =
  | 'done'
  | 'failed'
  | 'pending'
  | 'processing';

export type CatalogSourceKind =
  | 'file'
  | 'url';

export type ChangeEmailInput = {
  /** Needed when the account has a password. */
  currentPassword?: string | null | undefined;
  email: string;
};

export type ChangePasswordInput = {
  /** The solved bot-check challenge (see botCheckChallenge), when the server checks. */
  botCheckToken?: string | null | undefined;
  currentPassword: string;
  newPassword: string;
};

export type ColorFamily =
  | 'black'
  | 'blue'
  | 'brown'
  | 'gray'
  | 'green'
  | 'orange'
  | 'pink'
  | 'purple'
  | 'red'
  | 'teal'
  | 'white'
  | 'yellow';

export type CompleteSocialSignupInput = {
  /** Calendar date, YYYY-MM-DD */
  birthDate: string;
  /** The provider's email, or another one */
  email: string;
  fullName: string;
};

export type ConfirmMfaEnrollmentInput = {
  /** The 6-digit code the app shows now */
  code: string;
  /** The current password */
  password: string;
};

export type ConvertToBusinessInput = {
  businessName: string;
  /** ISO 3166-1 alpha-2 code */
  country?: string | null | undefined;
  website?: string | null | undefined;
};

export type CreateAdReportInput = {
  advertiserId: string;
  columns: Array<ReportColumn>;
  from: string;
  level: ReportLevel;
  to: string;
};

export type CreateBoardInput = {
  description?: string | null | undefined;
  name: string;
  privacy?: BoardPrivacy | null | undefined;
};

export type CreateCampaignInput = {
  adGroup: AdGroupSettingsInput;
  ads: Array<AdInput>;
  advertiserId: string;
  campaign: CampaignSettingsInput;
  /** Save as a draft, which is never served. */
  draft?: boolean | null | undefined;
};

export type CreateCarouselPinInput = {
  boardId: string;
  description?: string | null | undefined;
  link?: string | null | undefined;
  sectionId?: string | null | undefined;
  /** 2 to 5, in order */
  slides: Array<CarouselSlideInput>;
  title?: string | null | undefined;
};

export type CreateLinkedBusinessInput = {
  businessName: string;
  country?: string | null | undefined;
  email: string;
  website?: string | null | undefined;
};

export type CreatePinInput = {
  altText?: string | null | undefined;
  boardId: string;
  color?: string | null | undefined;
  description?: string | null | undefined;
  guid?: string | null | undefined;
  /** A base64 image data url */
  imageBase64?: string | null | undefined;
  /** A link to an image, fetched by the server now */
  imageUrl?: string | null | undefined;
  link?: string | null | undefined;
  /** A succeeded upload of yours (registerUpload), picture or video */
  mediaUploadId?: string | null | undefined;
  /** uploaded, pinbuilder, scraped or button */
  method?: string | null | undefined;
  /** The link is paid (an affiliate link): the pin says "Paid link". */
  paidLink?: boolean | null | undefined;
  /** Makes it a product pin. */
  product?: PinProductInput | null | undefined;
  /** Your own product pins to tag on it (business accounts; at most 10). */
  productTags?: Array<ProductTagInput> | null | undefined;
  sectionId?: string | null | undefined;
  /** A business account to ask to approve a paid partnership on the new pin. */
  sponsorBrandId?: string | null | undefined;
  title?: string | null | undefined;
};

export type CreateSectionInput = {
  boardId: string;
  /** Pins already on the board to move into the new section */
  initialPinIds?: Array<string> | null | undefined;
  name: string;
  /** 0 typed, 1 a recommendation as is, 2 an edited recommendation */
  nameSource?: number | null | undefined;
};

/** What an advertiser sets a campaign, ad group or ad to. */
export type DeliveryStatus =
  | 'ACTIVE'
  | 'ARCHIVED'
  | 'PAUSED';

export type DisableMfaInput = {
  /** A code from the app, or a recovery code */
  code: string;
  password: string;
};

export type DomainErrorCode =
  | 'CONFLICT'
  | 'FORBIDDEN'
  | 'MOVED'
  | 'NOT_FOUND'
  | 'RATE_LIMITED'
  | 'UNAUTHENTICATED'
  | 'VALIDATION';

export type InvoiceStatus =
  | 'open'
  | 'paid';

export type LinkStatus =
  | 'blocked'
  | 'porn'
  | 'safe'
  | 'suspicious';

export type LogInInput = {
  /** Add account: keep the account signed in now among otherAccounts instead of replacing it (pass it again to verifyLoginCode). */
  addAccount?: boolean | null | undefined;
  /** The solved bot-check challenge (see botCheckChallenge), when the server checks. */
  botCheckToken?: string | null | undefined;
  /** Email or username */
  login: string;
  password: string;
};

export type MovePinsInput = {
  pinIds: Array<string>;
  toBoardId: string;
  /** Omit to move the pins onto the board outside any section */
  toSectionId?: string | null | undefined;
};

/** The authorize page's query parameters, as the app sent them. */
export type OAuthAuthorizationInput = {
  clientId?: string | null | undefined;
  codeChallenge?: string | null | undefined;
  codeChallengeMethod?: string | null | undefined;
  redirectUri?: string | null | undefined;
  responseType?: string | null | undefined;
  scope?: string | null | undefined;
  state?: string | null | undefined;
};

/** INVALID: show the message and never send the person back (unknown app or unregistered address). REDIRECT: send the browser to redirectUrl (the app is told what was wrong). CONSENT: ask the person. */
export type OAuthAuthorizationKind =
  | 'CONSENT'
  | 'INVALID'
  | 'REDIRECT';

/** A brand’s answer: approve or reject a waiting request, or end an approved partnership. */
export type PaidPartnershipAnswer =
  | 'APPROVE'
  | 'END'
  | 'REJECT';

export type PinAttribution =
  /** The board alone */
  | 'BOARD'
  /** The person alone */
  | 'PINNER'
  /** The person and the board */
  | 'PINNER_AND_BOARD';

export type PinLinkStatusKind =
  | 'broken'
  | 'not_allowed'
  | 'reachable'
  | 'redirects'
  | 'unreachable';

/** A product pin’s price (a decimal like 19.99), ISO 4217 currency, availability (in stock unless said) and optional original price, higher than the price during a sale. All blank means no product. */
export type PinProductInput = {
  availability?: ProductAvailability | null | undefined;
  currency?: string | null | undefined;
  originalPrice?: string | null | undefined;
  price?: string | null | undefined;
};

export type PinSearchScope =
  | 'buyable_pins'
  | 'idea_pins'
  | 'my_content'
  | 'my_pins'
  | 'pins'
  | 'shop_tool'
  | 'videos';

export type ProductAvailability =
  | 'in_stock'
  | 'out_of_stock'
  | 'preorder';

/** Each list matches any of its values, ignoring case; an empty list matches everything. */
export type ProductGroupFiltersInput = {
  /** in_stock, out_of_stock, preorder. */
  availability?: Array<string> | null | undefined;
  brands?: Array<string> | null | undefined;
  customLabel0?: Array<string> | null | undefined;
  customLabel1?: Array<string> | null | undefined;
  customLabel2?: Array<string> | null | undefined;
  customLabel3?: Array<string> | null | undefined;
  customLabel4?: Array<string> | null | undefined;
  priceMax?: string | null | undefined;
  /** Compared with each price in its own currency. */
  priceMin?: string | null | undefined;
  /** A type also matches the types below it ("Home > Kitchen"). */
  productTypes?: Array<string> | null | undefined;
};

export type ProductGroupInput = {
  filters: ProductGroupFiltersInput;
  name: string;
};

/** A product pin of your own to tag, and optionally where on the picture (x and y from 0 to 1). */
export type ProductTagInput = {
  productPinId: string;
  x?: number | null | undefined;
  y?: number | null | undefined;
};

export type QuickPromoteIneligibleReason =
  | 'signedOut'
  | 'tooNew';

/** The quick-promote REST body, in camelCase. */
export type QuickPromoteInput = {
  advertiserId: string;
  autoTargetingEnabled: boolean;
  /** 1 unit of the currency = 1,000,000 */
  budgetInMicroCurrency: number;
  campaignName: string;
  destinationUrl: string;
  /** Days, when not ongoing and without an end date */
  duration?: number | null | undefined;
  /** YYYY-MM-DD, the last day it runs */
  inclusiveEndDate?: string | null | undefined;
  isOngoing: boolean;
  objectiveType?: string | null | undefined;
  pinId?: string | null | undefined;
  productGroupId?: string | null | undefined;
  /** “Does this Pin’s link lead to your own website?”: 0 not answered (the default), 1 yes, 2 no, 3 not sure. A conversions campaign refuses 2. */
  questionAnswer?: number | null | undefined;
  /** WEB_CONVERSION: the conversion tag (your advertiser id) and the event to optimize for. */
  selectedOcpmTag?: SelectedOcpmTagInput | null | undefined;
  targetingSpec: AdTargetingInput;
};

export type RegenerateRecoveryCodesInput = {
  password: string;
};

export type RegisterOAuthAppInput = {
  confidential: boolean;
  name: string;
  /** Exact addresses codes may be sent to. */
  redirectUris: Array<string>;
};

export type ReportColumn =
  | 'adGroupName'
  | 'campaignName'
  | 'clicks'
  | 'cpc'
  | 'ctr'
  | 'impressions'
  | 'name'
  | 'saves'
  | 'spend'
  | 'status'
  | 'videoViews'
  | 'videoWatchSeconds';

export type ReportContentInput = {
  boardId?: string | null | undefined;
  details?: string | null | undefined;
  pinId?: string | null | undefined;
  /** One of the report reasons (core/instance.ts). */
  reason: string;
  userId?: string | null | undefined;
};

export type ReportLevel =
  | 'AD'
  | 'AD_GROUP'
  | 'CAMPAIGN';

export type ReportTarget =
  | 'board'
  | 'pin'
  | 'user';

export type ResetPasswordInput = {
  password: string;
  token: string;
};

export type SavePinInput = {
  boardId: string;
  description?: string | null | undefined;
  pinId: string;
  sectionId?: string | null | undefined;
};

export type SchedulePinInput = {
  altText?: string | null | undefined;
  boardId: string;
  description?: string | null | undefined;
  link?: string | null | undefined;
  /** A succeeded upload of yours, picture or video */
  mediaUploadId: string;
  /** At least 10 minutes and at most 30 days from now */
  publishAt: string;
  sectionId?: string | null | undefined;
  title?: string | null | undefined;
};

/** What narrows a pin search; every field left out means no filter. */
export type SearchFiltersInput = {
  /** The picture's main colour is in one of these. */
  colors?: Array<ColorFamily> | null | undefined;
  /** Pins linking to these sites (their subdomains too); what is not a site name is ignored. */
  domains?: Array<string> | null | undefined;
  /** Pictures only, or videos only. */
  mediaType?: SearchMediaType | null | undefined;
  /** In the shopping scopes: only products priced below their original price. */
  onSale?: boolean | null | undefined;
  /** Pins saved within the last day … year. */
  postedWithin?: SearchPostedWithin | null | undefined;
  /** In the shopping scopes: a price at most this, in each pin’s own currency. */
  priceMax?: number | null | undefined;
  /** In the shopping scopes (buyable_pins, shop_tool): a price at least this, in each pin’s own currency. */
  priceMin?: number | null | undefined;
  /** Pins this person (by username) saved. */
  user?: string | null | undefined;
};

export type SearchMediaType =
  | 'image'
  | 'video';

export type SearchPostedWithin =
  | 'day'
  | 'month'
  | 'week'
  | 'year';

export type SearchScope =
  | 'boards'
  | 'buyable_pins'
  | 'idea_pins'
  | 'my_content'
  | 'my_pins'
  | 'pins'
  | 'shop_tool'
  | 'users'
  | 'videos';

export type SelectedOcpmTagInput = {
  /** page_visit, signup or checkout. */
  conversionEvent: string;
  conversionTagId: string;
};

export type SignUpInput = {
  /** Calendar date, YYYY-MM-DD */
  birthDate: string;
  /** The solved bot-check challenge (see botCheckChallenge), when the server checks. */
  botCheckToken?: string | null | undefined;
  email: string;
  fullName: string;
  /** The administrator's invite link's token, while sign-ups are by invitation. */
  inviteToken?: string | null | undefined;
  password: string;
};

/** Who may make an account: anyone, people with an invite link, or nobody. */
export type SignUpMode =
  | 'closed'
  | 'invite'
  | 'open';

export type SocialLoginProvider =
  | 'facebook'
  | 'google'
  | 'line'
  | 'sso';

export type TrackEventInput = {
  client?: string | null | undefined;
  /** visual_complete: milliseconds until the page looked finished. */
  durationMs?: number | null | undefined;
  /** pin_create_success, pin_create_fail, a quick-promote stage: quick_promote_view, quick_promote_submit, quick_promote_submit_success, quick_promote_submit_error, or visual_complete (with pageKind and durationMs or timeoutReason) */
  event: string;
  /** visual_complete: home_feed or pin_closeup. */
  pageKind?: string | null | undefined;
  path?: string | null | undefined;
  pinId?: string | null | undefined;
  /** visual_complete: layout timeout or timing timeout, instead of a time. */
  timeoutReason?: string | null | undefined;
};

export type TypeaheadItemKind =
  | 'QUERY'
  | 'USER';

export type UpdateBoardInput = {
  boardId: string;
  /** A pin on the board whose picture becomes the board's cover */
  coverPinId?: string | null | undefined;
  description?: string | null | undefined;
  name?: string | null | undefined;
  privacy?: BoardPrivacy | null | undefined;
};

export type UpdateInstanceSettingsInput = {
  signUpMode?: SignUpMode | null | undefined;
  siteName?: string | null | undefined;
};

/** Fields left out stay as they are; an empty link removes it, and a null product makes it no product. */
export type UpdatePinInput = {
  altText?: string | null | undefined;
  description?: string | null | undefined;
  link?: string | null | undefined;
  /** Marks the link as paid, or not (the pin’s maker only). */
  paidLink?: boolean | null | undefined;
  pinId: string;
  product?: PinProductInput | null | undefined;
  /** The whole list of product tags (the pin’s owner, a business); an empty list removes them. */
  productTags?: Array<ProductTagInput> | null | undefined;
  /** The business account the pin is a paid partnership with (asked afresh when it changes); empty removes the partnership (the pin’s maker only). */
  sponsorBrandId?: string | null | undefined;
  title?: string | null | undefined;
};

export type UpdateUserSettingsInput = {
  /** Feeds play videos by themselves (muted, while in view). */
  autoplayVideos?: boolean | null | undefined;
  /** The website listed on the profile; empty removes it. */
  listedWebsiteUrl?: string | null | undefined;
};

/** registered and processing: keep polling; succeeded: done; failed: see failureMessage. */
export type UploadStatusValue =
  | 'failed'
  | 'processing'
  | 'registered'
  | 'succeeded';

/** What an upload holds: a picture (pinimage) or a video (mp4/webm). */
export type UploadType =
  | 'pinimage'
  | 'video';

export type VerifyLoginCodeInput = {
  /** As given to logIn: keep the account signed in now among otherAccounts. */
  addAccount?: boolean | null | undefined;
  /** A code from the app, or a recovery code */
  code: string;
  /** From LogInMfaRequired */
  ticket: string;
};

export type AccountSwitchingViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountSwitchingViewerQuery = { viewer: { isAuth: boolean, id: string | null, otherAccounts: Array<{ entityId: string, username: string, fullName: string }> } };

export type AccountSwitchingLogInMutationVariables = Exact<{
  input: LogInInput;
}>;


export type AccountSwitchingLogInMutation = { logIn:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'LogInMfaRequired', ticket: string }
    | { __typename: 'MutationLogInSuccess', data: { entityId: string } }
   };

export type AccountSwitchingSwitchAccountMutationVariables = Exact<{
  userId: string;
}>;


export type AccountSwitchingSwitchAccountMutation = { switchAccount:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationSwitchAccountSuccess', data: { entityId: string } }
   };

export type AccountSwitchingLogOutMutationVariables = Exact<{ [key: string]: never; }>;


export type AccountSwitchingLogOutMutation = { logOut: boolean };

export type AccountSwitchingStartMfaEnrollmentMutationVariables = Exact<{ [key: string]: never; }>;


export type AccountSwitchingStartMfaEnrollmentMutation = { startMfaEnrollment:
    | { data: { secret: string } }
    | Record<PropertyKey, never>
   };

export type AccountSwitchingConfirmMfaEnrollmentMutationVariables = Exact<{
  input: ConfirmMfaEnrollmentInput;
}>;


export type AccountSwitchingConfirmMfaEnrollmentMutation = { confirmMfaEnrollment:
    | { __typename: 'DomainError' }
    | { __typename: 'MutationConfirmMfaEnrollmentSuccess' }
   };

export type AccountSwitchingVerifyLoginCodeMutationVariables = Exact<{
  input: VerifyLoginCodeInput;
}>;


export type AccountSwitchingVerifyLoginCodeMutation = { verifyLoginCode:
    | { __typename: 'DomainError' }
    | { __typename: 'MutationVerifyLoginCodeSuccess' }
   };

export type AccountsViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountsViewerQuery = { viewer: { isAuth: boolean, id: string | null, username: string | null, fullName: string | null, user: { entityId: string, email: string | null } | null } };

export type LogInMutationVariables = Exact<{
  input: LogInInput;
}>;


export type LogInMutation = { logIn:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'LogInMfaRequired' }
    | { __typename: 'MutationLogInSuccess', data: { entityId: string, username: string } }
   };

export type AccountsUserQueryVariables = Exact<{
  u: string;
}>;


export type AccountsUserQuery = { user: { entityId: string, fullName: string, email: string | null } | null };

export type AccountsLogOutMutationVariables = Exact<{ [key: string]: never; }>;


export type AccountsLogOutMutation = { logOut: boolean };

export type ActingConvertMutationVariables = Exact<{
  input: ConvertToBusinessInput;
}>;


export type ActingConvertMutation = { convertToBusiness:
    | { __typename: 'DomainError' }
    | { __typename: 'MutationConvertToBusinessSuccess' }
   };

export type ActingCreateLinkedMutationVariables = Exact<{
  input: CreateLinkedBusinessInput;
}>;


export type ActingCreateLinkedMutation = { createLinkedBusiness:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationCreateLinkedBusinessSuccess', data: { id: string, user: { username: string } } }
   };

export type ActingUpdateBoardMutationVariables = Exact<{
  input: UpdateBoardInput;
}>;


export type ActingUpdateBoardMutation = { updateBoard:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationUpdateBoardSuccess', data: { privacy: BoardPrivacy } }
   };

export type ActingInviteMutationVariables = Exact<{
  boardId: string;
  userIds?: Array<string> | string | null | undefined;
  emails?: Array<string> | string | null | undefined;
}>;


export type ActingInviteMutation = { inviteCollaborators:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationInviteCollaboratorsSuccess' }
   };

export type AdDeliveryFeedQueryVariables = Exact<{
  first?: number | null | undefined;
}>;


export type AdDeliveryFeedQuery = { homeFeed: { edges: Array<{ cursor: string, node: { entityId: string, isPromoted: boolean, promoter: string | null } }> } };

export type ReportsCreateCampaignMutationVariables = Exact<{
  input: CreateCampaignInput;
}>;


export type ReportsCreateCampaignMutation = { createCampaign:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationCreateCampaignSuccess', data: { entityId: string, adGroups: { edges: Array<{ node: { entityId: string, ads: { edges: Array<{ node: { entityId: string } }> } } }> } } }
   };

export type ReportsClickMutationVariables = Exact<{
  id: string;
}>;


export type ReportsClickMutation = { recordPromotedPinClick: boolean };

export type ReportsSaveMutationVariables = Exact<{
  input: SavePinInput;
}>;


export type ReportsSaveMutation = { savePin:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationSavePinSuccess' }
   };

export type ReportsTotalsQueryVariables = Exact<{
  id: string;
}>;


export type ReportsTotalsQuery = { viewer: { advertiser: { campaign: { impressions: number, clicks: number, spend: number } | null } | null } };

export type ReportsReportQueryVariables = Exact<{
  advertiserId: string;
  level: ReportLevel;
  from: string;
  to: string;
  campaignId?: string | null | undefined;
  adGroupId?: string | null | undefined;
}>;


export type ReportsReportQuery = { advertiserReport: { level: ReportLevel, from: string, to: string, currency: string, csv: string, rows: Array<{ entityId: string, name: string, status: string, campaignId: string, campaignName: string, adGroupId: string | null, adGroupName: string | null, impressions: number, clicks: number, saves: number, videoViews: number, videoWatchSeconds: number, spend: number, ctr: number, cpc: number | null }>, totals: { impressions: number, clicks: number, saves: number, spend: number, ctr: number, cpc: number | null } } };

export type ReportsInsightsQueryVariables = Exact<{
  advertiserId: string;
  campaignId: string;
  from: string;
  to: string;
  compareFrom: string;
  compareTo: string;
}>;


export type ReportsInsightsQuery = { campaignInsights: { campaign: { entityId: string, name: string }, days: Array<{ day: string, impressions: number, clicks: number, saves: number, spend: number }>, comparisonDays: Array<{ day: string, impressions: number }>, totals: { impressions: number, clicks: number, saves: number, spend: number, ctr: number, cpc: number | null }, comparisonTotals: { impressions: number, clicks: number } } };

export type ReportsCreateReportMutationVariables = Exact<{
  input: CreateAdReportInput;
}>;


export type ReportsCreateReportMutation = { createAdReport:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationCreateAdReportSuccess', data: { entityId: string, level: ReportLevel, columns: Array<ReportColumn>, from: string, to: string, rowCount: number, csv: string } }
   };

export type ReportsRunsQueryVariables = Exact<{
  advertiserId: string;
}>;


export type ReportsRunsQuery = { adReportRuns: { edges: Array<{ node: { entityId: string, rowCount: number, csv: string } }> } };

export type ReportsRunQueryVariables = Exact<{
  advertiserId: string;
  reportId: string;
}>;


export type ReportsRunQuery = { adReportRun: { entityId: string, csv: string } | null };

export type TargetingCreateCampaignMutationVariables = Exact<{
  input: CreateCampaignInput;
}>;


export type TargetingCreateCampaignMutation = { createCampaign:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationCreateCampaignSuccess', data: { entityId: string, adGroups: { edges: Array<{ node: { entityId: string } }> } } }
   };

export type TargetingFeedQueryVariables = Exact<{ [key: string]: never; }>;


export type TargetingFeedQuery = { homeFeed: { edges: Array<{ cursor: string, node: { entityId: string } }> } };

export type TargetingFollowMutationVariables = Exact<{
  id: string;
}>;


export type TargetingFollowMutation = { followBoard:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationFollowBoardSuccess', data: { entityId: string } }
   };

export type TargetingCreateAudienceMutationVariables = Exact<{
  input: AudienceInput;
}>;


export type TargetingCreateAudienceMutation = { createAudience:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationCreateAudienceSuccess', data: { entityId: string, name: string, kind: string, lookbackDays: number, size: number | null } }
   };

export type TargetingDeleteAudienceMutationVariables = Exact<{
  id: string;
}>;


export type TargetingDeleteAudienceMutation = { deleteAudience:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationDeleteAudienceSuccess', data: { entityId: string } }
   };

export type TargetingUpdateAdGroupMutationVariables = Exact<{
  id: string;
  input: AdGroupSettingsInput;
}>;


export type TargetingUpdateAdGroupMutation = { updateAdGroup:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationUpdateAdGroupSuccess', data: { entityId: string, audiencesInclude: Array<string>, audiencesExclude: Array<string> } }
   };

export type TargetingAudiencesQueryVariables = Exact<{ [key: string]: never; }>;


export type TargetingAudiencesQuery = { viewer: { advertiser: { audiences: Array<{ entityId: string, name: string, size: number | null }> } | null } };

export type AdminViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminViewerQuery = { viewer: { isAuth: boolean, isAdmin: boolean } };

export type AdminAccountsQueryVariables = Exact<{
  search?: string | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type AdminAccountsQuery = { adminAccounts: { edges: Array<{ node: { id: string, username: string, email: string, suspendedAt: string | null, isAdmin: boolean } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type AdminReportsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminReportsQuery = { adminReports: { edges: Array<{ node: { id: string, targetType: ReportTarget, targetId: string, targetLabel: string, targetPath: string | null, reason: string, reasonLabel: string, details: string, reporterUsername: string | null, status: string } }> } };

export type AdminSuspendMutationVariables = Exact<{
  userId: string;
}>;


export type AdminSuspendMutation = { suspendAccount:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string }
    | { __typename: 'MutationSuspendAccountSuccess', data: { id: string, suspendedAt: string | null } }
   };

export type AdminUnsuspendMutationVariables = Exact<{
  userId: string;
}>;


export type AdminUnsuspendMutation = { unsuspendAccount:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string }
    | { __typename: 'MutationUnsuspendAccountSuccess', data: { id: string, suspendedAt: string | null } }
   };

export type AdminLimitMutationVariables = Exact<{
  userId: string;
  days: number;
}>;


export type AdminLimitMutation = { limitAccount:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, field: string | null }
    | { __typename: 'MutationLimitAccountSuccess', data: { id: string, limitedUntil: string | null } }
   };

export type AdminLiftMutationVariables = Exact<{
  userId: string;
}>;


export type AdminLiftMutation = { liftAccountLimit:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string }
    | { __typename: 'MutationLiftAccountLimitSuccess', data: { id: string, limitedUntil: string | null } }
   };

export type AdminLogInOutcomeMutationVariables = Exact<{
  input: LogInInput;
}>;


export type AdminLogInOutcomeMutation = { logIn:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, loginOutcome: number | null }
    | { __typename: 'LogInMfaRequired' }
    | { __typename: 'MutationLogInSuccess' }
   };

export type AdminDeleteMutationVariables = Exact<{
  userId: string;
}>;


export type AdminDeleteMutation = { deleteAccount:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string }
    | { __typename: 'MutationDeleteAccountSuccess', data: string }
   };

export type AdminResetLinkMutationVariables = Exact<{
  userId: string;
}>;


export type AdminResetLinkMutation = { createPasswordResetLink:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string }
    | { __typename: 'MutationCreatePasswordResetLinkSuccess', data: { path: string, expiresAt: string } }
   };

export type AdminInviteMutationVariables = Exact<{ [key: string]: never; }>;


export type AdminInviteMutation = { createSignUpInvite:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string }
    | { __typename: 'MutationCreateSignUpInviteSuccess', data: { path: string } }
   };

export type AdminInstanceSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminInstanceSettingsQuery = { instanceSettings: { siteName: string, signUpMode: SignUpMode } };

export type AdminUpdateSettingsMutationVariables = Exact<{
  input: UpdateInstanceSettingsInput;
}>;


export type AdminUpdateSettingsMutation = { updateInstanceSettings:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, field: string | null }
    | { __typename: 'MutationUpdateInstanceSettingsSuccess', data: { siteName: string, signUpMode: SignUpMode } }
   };

export type AdminReportContentMutationVariables = Exact<{
  input: ReportContentInput;
}>;


export type AdminReportContentMutation = { reportContent:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, field: string | null }
    | { __typename: 'MutationReportContentSuccess', data: boolean }
   };

export type AdminDismissMutationVariables = Exact<{
  reportId: string;
}>;


export type AdminDismissMutation = { dismissReport:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string }
    | { __typename: 'MutationDismissReportSuccess', data: { id: string, status: string } }
   };

export type AdminActMutationVariables = Exact<{
  reportId: string;
}>;


export type AdminActMutation = { actOnReport:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string }
    | { __typename: 'MutationActOnReportSuccess', data: { id: string, status: string, targetPath: string | null } }
   };

export type AdminLogInMutationVariables = Exact<{
  input: LogInInput;
}>;


export type AdminLogInMutation = { logIn:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string }
    | { __typename: 'LogInMfaRequired' }
    | { __typename: 'MutationLogInSuccess', data: { username: string } }
   };

export type AdminSignUpMutationVariables = Exact<{
  input: SignUpInput;
}>;


export type AdminSignUpMutation = { signUp:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string }
    | { __typename: 'MutationSignUpSuccess', data: { username: string } }
   };

export type AdminResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type AdminResetPasswordMutation = { resetPassword:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string }
    | { __typename: 'LogInMfaRequired' }
    | { __typename: 'MutationResetPasswordSuccess' }
   };

export type AdminFollowMutationVariables = Exact<{
  id: string;
}>;


export type AdminFollowMutation = { followUser:
    | { __typename: 'DomainError' }
    | { __typename: 'MutationFollowUserSuccess' }
   };

export type AdminCountsQueryVariables = Exact<{
  u: string;
}>;


export type AdminCountsQuery = { user: { followerCount: number } | null };

export type AdminPinQueryVariables = Exact<{
  id: string;
}>;


export type AdminPinQuery = { pin: { id: string } | null };

export type AdsCampaignFieldsFragment = { entityId: string, name: string, status: CampaignStatus, objectiveType: string, budgetType: BudgetType, budgetMinor: number, spend: number, startsAt: string, endsAt: string | null, adGroups: { edges: Array<{ node: { entityId: string, name: string, status: DeliveryStatus, bidMinor: number, budgetType: BudgetType | null, budgetMinor: number | null, impressions: number, targeting: { country: Array<string>, interests: Array<string> }, ads: { edges: Array<{ node: { entityId: string, name: string, status: DeliveryStatus, destinationUrl: string, impressions: number, pin: { entityId: string } | null } }> } } }> } };

export type AdsCreateCampaignMutationVariables = Exact<{
  input: CreateCampaignInput;
}>;


export type AdsCreateCampaignMutation = { createCampaign:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationCreateCampaignSuccess', data: { entityId: string, name: string, status: CampaignStatus, objectiveType: string, budgetType: BudgetType, budgetMinor: number, spend: number, startsAt: string, endsAt: string | null, adGroups: { edges: Array<{ node: { entityId: string, name: string, status: DeliveryStatus, bidMinor: number, budgetType: BudgetType | null, budgetMinor: number | null, impressions: number, targeting: { country: Array<string>, interests: Array<string> }, ads: { edges: Array<{ node: { entityId: string, name: string, status: DeliveryStatus, destinationUrl: string, impressions: number, pin: { entityId: string } | null } }> } } }> } } }
   };

export type AdsUpdateCampaignMutationVariables = Exact<{
  id: string;
  input: CampaignSettingsInput;
}>;


export type AdsUpdateCampaignMutation = { updateCampaign:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationUpdateCampaignSuccess', data: { entityId: string, name: string, status: CampaignStatus, objectiveType: string, budgetType: BudgetType, budgetMinor: number, spend: number, startsAt: string, endsAt: string | null, adGroups: { edges: Array<{ node: { entityId: string, name: string, status: DeliveryStatus, bidMinor: number, budgetType: BudgetType | null, budgetMinor: number | null, impressions: number, targeting: { country: Array<string>, interests: Array<string> }, ads: { edges: Array<{ node: { entityId: string, name: string, status: DeliveryStatus, destinationUrl: string, impressions: number, pin: { entityId: string } | null } }> } } }> } } }
   };

export type AdsSetCampaignsStatusMutationVariables = Exact<{
  ids: Array<string> | string;
  status: DeliveryStatus;
}>;


export type AdsSetCampaignsStatusMutation = { setCampaignsStatus:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationSetCampaignsStatusSuccess', data: Array<{ entityId: string, status: CampaignStatus }> }
   };

export type AdsDuplicateCampaignMutationVariables = Exact<{
  id: string;
}>;


export type AdsDuplicateCampaignMutation = { duplicateCampaign:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationDuplicateCampaignSuccess', data: { entityId: string, name: string, status: CampaignStatus, objectiveType: string, budgetType: BudgetType, budgetMinor: number, spend: number, startsAt: string, endsAt: string | null, adGroups: { edges: Array<{ node: { entityId: string, name: string, status: DeliveryStatus, bidMinor: number, budgetType: BudgetType | null, budgetMinor: number | null, impressions: number, targeting: { country: Array<string>, interests: Array<string> }, ads: { edges: Array<{ node: { entityId: string, name: string, status: DeliveryStatus, destinationUrl: string, impressions: number, pin: { entityId: string } | null } }> } } }> } } }
   };

export type AdsCreateAdGroupMutationVariables = Exact<{
  id: string;
  input: AdGroupSettingsInput;
  ads?: Array<AdInput> | AdInput | null | undefined;
}>;


export type AdsCreateAdGroupMutation = { createAdGroup:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationCreateAdGroupSuccess', data: { entityId: string, name: string, status: DeliveryStatus } }
   };

export type AdsUpdateAdGroupMutationVariables = Exact<{
  id: string;
  input: AdGroupSettingsInput;
}>;


export type AdsUpdateAdGroupMutation = { updateAdGroup:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationUpdateAdGroupSuccess', data: { entityId: string, name: string, bidMinor: number } }
   };

export type AdsSetAdGroupStatusMutationVariables = Exact<{
  id: string;
  status: DeliveryStatus;
}>;


export type AdsSetAdGroupStatusMutation = { setAdGroupStatus:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationSetAdGroupStatusSuccess', data: { entityId: string, status: DeliveryStatus } }
   };

export type AdsDuplicateAdGroupMutationVariables = Exact<{
  id: string;
}>;


export type AdsDuplicateAdGroupMutation = { duplicateAdGroup:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationDuplicateAdGroupSuccess', data: { entityId: string, name: string, status: DeliveryStatus } }
   };

export type AdsCreateAdMutationVariables = Exact<{
  id: string;
  input: AdInput;
}>;


export type AdsCreateAdMutation = { createAd:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationCreateAdSuccess', data: { entityId: string, name: string, status: DeliveryStatus } }
   };

export type AdsUpdateAdMutationVariables = Exact<{
  id: string;
  name: string;
}>;


export type AdsUpdateAdMutation = { updateAd:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationUpdateAdSuccess', data: { entityId: string, name: string } }
   };

export type AdsSetAdStatusMutationVariables = Exact<{
  id: string;
  status: DeliveryStatus;
}>;


export type AdsSetAdStatusMutation = { setAdStatus:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationSetAdStatusSuccess', data: { entityId: string, status: DeliveryStatus } }
   };

export type AdsDuplicateAdMutationVariables = Exact<{
  id: string;
}>;


export type AdsDuplicateAdMutation = { duplicateAd:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationDuplicateAdSuccess', data: { entityId: string, name: string, status: DeliveryStatus } }
   };

export type AdsPauseCampaignMutationVariables = Exact<{
  id: string;
}>;


export type AdsPauseCampaignMutation = { pauseCampaign:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationPauseCampaignSuccess' }
   };

export type AdsResumeCampaignMutationVariables = Exact<{
  id: string;
}>;


export type AdsResumeCampaignMutation = { resumeCampaign:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationResumeCampaignSuccess' }
   };

export type AdsCampaignsQueryVariables = Exact<{
  advertiserId: string;
}>;


export type AdsCampaignsQuery = { viewer: { advertiser: { campaigns: { edges: Array<{ node: { entityId: string, name: string, status: CampaignStatus } }> }, campaign: { entityId: string } | null } | null } };

export type AdsCampaignTotalsQueryVariables = Exact<{
  id: string;
}>;


export type AdsCampaignTotalsQuery = { viewer: { advertiser: { campaign: { adGroups: { edges: Array<{ node: { impressions: number, clicks: number } }> } } | null } | null } };

export type AdsPinPromotedQueryVariables = Exact<{
  id: string;
}>;


export type AdsPinPromotedQuery = { pin: { isPromoted: boolean, promoter: string | null } | null };

export type HistoryCreateCampaignMutationVariables = Exact<{
  input: CreateCampaignInput;
}>;


export type HistoryCreateCampaignMutation = { createCampaign:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationCreateCampaignSuccess', data: { entityId: string, adGroups: { edges: Array<{ node: { entityId: string, ads: { edges: Array<{ node: { entityId: string } }> } } }> } } }
   };

export type HistoryUpdateCampaignMutationVariables = Exact<{
  id: string;
  input: CampaignSettingsInput;
}>;


export type HistoryUpdateCampaignMutation = { updateCampaign:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationUpdateCampaignSuccess', data: { entityId: string } }
   };

export type HistorySetCampaignsStatusMutationVariables = Exact<{
  ids: Array<string> | string;
  status: DeliveryStatus;
}>;


export type HistorySetCampaignsStatusMutation = { setCampaignsStatus:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationSetCampaignsStatusSuccess', data: Array<{ entityId: string }> }
   };

export type HistoryUpdateAdGroupMutationVariables = Exact<{
  id: string;
  input: AdGroupSettingsInput;
}>;


export type HistoryUpdateAdGroupMutation = { updateAdGroup:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationUpdateAdGroupSuccess', data: { entityId: string } }
   };

export type HistoryDuplicateAdMutationVariables = Exact<{
  id: string;
}>;


export type HistoryDuplicateAdMutation = { duplicateAd:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationDuplicateAdSuccess', data: { entityId: string } }
   };

export type HistoryOfAdvertiserQueryVariables = Exact<{
  objectType?: AdChangeObject | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type HistoryOfAdvertiserQuery = { viewer: { advertiser: { changeHistory: { edges: Array<{ node: { objectType: AdChangeObject, objectName: string, action: AdChangeAction, actorName: string | null, actorUsername: string | null, changes: Array<{ field: string, label: string, before: string | null, after: string }> } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } } | null } };

export type AdviceOfAdvertiserQueryVariables = Exact<{ [key: string]: never; }>;


export type AdviceOfAdvertiserQuery = { viewer: { advertiser: { recommendations: Array<{ kind: AdRecommendationKind, objectType: string | null, objectId: string | null, campaignId: string | null, title: string, text: string }> } | null } };

export type AdviceCreateAdMutationVariables = Exact<{
  id: string;
  input: AdInput;
}>;


export type AdviceCreateAdMutation = { createAd:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationCreateAdSuccess', data: { entityId: string } }
   };

export type AnalystConvertMutationVariables = Exact<{
  input: ConvertToBusinessInput;
}>;


export type AnalystConvertMutation = { convertToBusiness:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationConvertToBusinessSuccess' }
   };

export type AnalystGrantMutationVariables = Exact<{
  login: string;
  permission: BusinessPermission;
}>;


export type AnalystGrantMutation = { grantBusinessAccess:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationGrantBusinessAccessSuccess' }
   };

export type AnalystCreateCampaignMutationVariables = Exact<{
  input: CreateCampaignInput;
}>;


export type AnalystCreateCampaignMutation = { createCampaign:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationCreateCampaignSuccess', data: { entityId: string, adGroups: { edges: Array<{ node: { entityId: string, ads: { edges: Array<{ node: { entityId: string } }> } } }> } } }
   };

export type AnalystCreateAudienceMutationVariables = Exact<{
  input: AudienceInput;
}>;


export type AnalystCreateAudienceMutation = { createAudience:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationCreateAudienceSuccess', data: { entityId: string } }
   };

export type AnalystCreateTokenMutationVariables = Exact<{
  id: string;
}>;


export type AnalystCreateTokenMutation = { createConversionToken:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationCreateConversionTokenSuccess', data: { token: { entityId: string } } }
   };

export type AnalystAdvertiserQueryVariables = Exact<{
  id: string;
  campaignId: string;
}>;


export type AnalystAdvertiserQuery = { viewer: { adAccounts: Array<{ advertiserId: string, readOnly: boolean, current: boolean }>, advertiser: { entityId: string, access: AdvertiserAccess, name: string, billing: { contactName: string } | null, campaigns: { edges: Array<{ node: { entityId: string, name: string } }> }, campaign: { entityId: string, adGroups: { edges: Array<{ node: { entityId: string, name: string, ads: { edges: Array<{ node: { entityId: string, name: string } }> } } }> } } | null, audiences: Array<{ entityId: string, name: string, size: number | null }>, conversionOverview: Array<{ eventName: string, events: number }>, conversionEvents: { edges: Array<{ node: { eventId: string } }> } } | null } };

export type AnalystInvoicesQueryVariables = Exact<{
  id: string;
}>;


export type AnalystInvoicesQuery = { viewer: { advertiser: { invoices: Array<{ number: string }> } | null } };

export type AnalystOrderLinesQueryVariables = Exact<{
  id: string;
}>;


export type AnalystOrderLinesQuery = { viewer: { advertiser: { orderLines: Array<{ month: string }> } | null } };

export type AnalystTokensQueryVariables = Exact<{
  id: string;
}>;


export type AnalystTokensQuery = { viewer: { advertiser: { conversionTokens: Array<{ entityId: string }> } | null } };

export type AnalystReportQueryVariables = Exact<{
  id: string;
  from: string;
  to: string;
}>;


export type AnalystReportQuery = { advertiserReport: { rows: Array<{ name: string }> } };

export type AnalystInsightsQueryVariables = Exact<{
  id: string;
  campaignId: string;
  from: string;
  to: string;
}>;


export type AnalystInsightsQuery = { campaignInsights: { totals: { impressions: number } } };

export type AnalystCreateReportMutationVariables = Exact<{
  input: CreateAdReportInput;
}>;


export type AnalystCreateReportMutation = { createAdReport:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationCreateAdReportSuccess', data: { entityId: string } }
   };

export type AnalystRunsQueryVariables = Exact<{
  id: string;
  reportId: string;
}>;


export type AnalystRunsQuery = { adReportRuns: { edges: Array<{ node: { entityId: string } }> }, adReportRun: { entityId: string, csv: string } | null };

export type AnalystWCreateMutationVariables = Exact<{
  input: CreateCampaignInput;
}>;


export type AnalystWCreateMutation = { createCampaign:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationCreateCampaignSuccess' }
   };

export type AnalystWUpdateMutationVariables = Exact<{
  id: string;
  input: CampaignSettingsInput;
}>;


export type AnalystWUpdateMutation = { updateCampaign:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationUpdateCampaignSuccess' }
   };

export type AnalystWStatusMutationVariables = Exact<{
  ids: Array<string> | string;
}>;


export type AnalystWStatusMutation = { setCampaignsStatus:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationSetCampaignsStatusSuccess' }
   };

export type AnalystWPauseMutationVariables = Exact<{
  id: string;
}>;


export type AnalystWPauseMutation = { pauseCampaign:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationPauseCampaignSuccess' }
   };

export type AnalystWDuplicateMutationVariables = Exact<{
  id: string;
}>;


export type AnalystWDuplicateMutation = { duplicateCampaign:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationDuplicateCampaignSuccess' }
   };

export type AnalystWCreateGroupMutationVariables = Exact<{
  id: string;
  input: AdGroupSettingsInput;
}>;


export type AnalystWCreateGroupMutation = { createAdGroup:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationCreateAdGroupSuccess' }
   };

export type AnalystWUpdateGroupMutationVariables = Exact<{
  id: string;
  input: AdGroupSettingsInput;
}>;


export type AnalystWUpdateGroupMutation = { updateAdGroup:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationUpdateAdGroupSuccess' }
   };

export type AnalystWGroupStatusMutationVariables = Exact<{
  id: string;
}>;


export type AnalystWGroupStatusMutation = { setAdGroupStatus:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationSetAdGroupStatusSuccess' }
   };

export type AnalystWDuplicateGroupMutationVariables = Exact<{
  id: string;
}>;


export type AnalystWDuplicateGroupMutation = { duplicateAdGroup:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationDuplicateAdGroupSuccess' }
   };

export type AnalystWCreateAdMutationVariables = Exact<{
  id: string;
  pinId: string;
}>;


export type AnalystWCreateAdMutation = { createAd:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationCreateAdSuccess' }
   };

export type AnalystWUpdateAdMutationVariables = Exact<{
  id: string;
}>;


export type AnalystWUpdateAdMutation = { updateAd:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationUpdateAdSuccess' }
   };

export type AnalystWAdStatusMutationVariables = Exact<{
  id: string;
}>;


export type AnalystWAdStatusMutation = { setAdStatus:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationSetAdStatusSuccess' }
   };

export type AnalystWDuplicateAdMutationVariables = Exact<{
  id: string;
}>;


export type AnalystWDuplicateAdMutation = { duplicateAd:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationDuplicateAdSuccess' }
   };

export type AnalystWAudienceMutationVariables = Exact<{
  input: AudienceInput;
}>;


export type AnalystWAudienceMutation = { createAudience:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationCreateAudienceSuccess' }
   };

export type AnalystWDeleteAudienceMutationVariables = Exact<{
  id: string;
}>;


export type AnalystWDeleteAudienceMutation = { deleteAudience:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationDeleteAudienceSuccess' }
   };

export type AnalystWTokenMutationVariables = Exact<{
  id: string;
}>;


export type AnalystWTokenMutation = { createConversionToken:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationCreateConversionTokenSuccess' }
   };

export type AnalystWRevokeMutationVariables = Exact<{
  id: string;
}>;


export type AnalystWRevokeMutation = { revokeConversionToken:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationRevokeConversionTokenSuccess' }
   };

export type AnalystWTestEventMutationVariables = Exact<{
  id: string;
}>;


export type AnalystWTestEventMutation = { sendTestConversionEvent:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationSendTestConversionEventSuccess' }
   };

export type AnalystWBillingMutationVariables = Exact<{
  input: AdvertiserBillingInput;
}>;


export type AnalystWBillingMutation = { saveAdvertiserBilling:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationSaveAdvertiserBillingSuccess' }
   };

export type AdvisoriesSearchQueryVariables = Exact<{
  q: string;
}>;


export type AdvisoriesSearchQuery = { searchAdvisory: { advisory: string, severity: number, advisoryType: string, resourceCountry: string | null, notice: { style: string, title: string, description: string, footerText: string | null, footerLink: string | null, textTags: Array<{ type: number, offset: number, length: number, link: string }>, actions: Array<{ buttonText: string, link: string }> } } | null, searchPins: { edges: Array<{ node: { title: string } }> }, searchBoards: { edges: Array<{ node: { name: string } }> }, typeahead: { items: Array<{ kind: TypeaheadItemKind, query: string | null }> } };

export type AggregateSavesOfPinQueryVariables = Exact<{
  id: string;
}>;


export type AggregateSavesOfPinQuery = { pin: { aggregateSaveCount: number } | null };

export type AggregateSavesSavePinMutationVariables = Exact<{
  input: SavePinInput;
}>;


export type AggregateSavesSavePinMutation = { savePin:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationSavePinSuccess', data: { entityId: string } }
   };

export type AggregateSavesMovePinsMutationVariables = Exact<{
  input: MovePinsInput;
}>;


export type AggregateSavesMovePinsMutation = { movePins:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationMovePinsSuccess' }
   };

export type AggregateSavesUpdateBoardMutationVariables = Exact<{
  input: UpdateBoardInput;
}>;


export type AggregateSavesUpdateBoardMutation = { updateBoard:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationUpdateBoardSuccess' }
   };

export type AggregateSavesDeletePinMutationVariables = Exact<{
  id: string;
}>;


export type AggregateSavesDeletePinMutation = { deletePin:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationDeletePinSuccess' }
   };

export type AggregateSavesDeleteBoardMutationVariables = Exact<{
  id: string;
}>;


export type AggregateSavesDeleteBoardMutation = { deleteBoard:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationDeleteBoardSuccess' }
   };

export type AggregateSavesAttributionQueryVariables = Exact<{ [key: string]: never; }>;


export type AggregateSavesAttributionQuery = { viewer: { isAuth: boolean, pinAttribution: PinAttribution } };

export type AttackSurfaceExperimentGroupQueryVariables = Exact<{
  name: string;
}>;


export type AttackSurfaceExperimentGroupQuery = { experimentGroup: string | null };

export type AttackSurfaceExperimentGroup2QueryVariables = Exact<{ [key: string]: never; }>;


export type AttackSurfaceExperimentGroup2Query = { experimentGroup: string | null };

export type AttackSurfaceAbQueryVariables = Exact<{ [key: string]: never; }>;


export type AttackSurfaceAbQuery = { a: 'Query', b: 'Query' };

export type AttackSurfaceIntrospectQueryVariables = Exact<{ [key: string]: never; }>;


export type AttackSurfaceIntrospectQuery = { __schema: { queryType: { name: string | null } } };

export type AttackSurfaceCreatePinMutationVariables = Exact<{
  input: CreatePinInput;
}>;


export type AttackSurfaceCreatePinMutation = { createPin:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationCreatePinSuccess' }
   };

export type BillingCreateCampaignMutationVariables = Exact<{
  input: CreateCampaignInput;
}>;


export type BillingCreateCampaignMutation = { createCampaign:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationCreateCampaignSuccess', data: { entityId: string, adGroups: { edges: Array<{ node: { entityId: string, ads: { edges: Array<{ node: { entityId: string } }> } } }> } } }
   };

export type BillingResumeMutationVariables = Exact<{
  id: string;
}>;


export type BillingResumeMutation = { resumeCampaign:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationResumeCampaignSuccess' }
   };

export type BillingPauseCampaignMutationVariables = Exact<{
  id: string;
}>;


export type BillingPauseCampaignMutation = { pauseCampaign:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationPauseCampaignSuccess' }
   };

export type BillingAdvertiserQueryVariables = Exact<{ [key: string]: never; }>;


export type BillingAdvertiserQuery = { viewer: { advertiser: { entityId: string, pausedAt: string | null, pauseReason: string | null, invoices: Array<{ entityId: string, number: string, periodStart: string, periodEnd: string, currency: string, totalMinor: string, status: InvoiceStatus, dueOn: string, pdfPath: string, billToName: string | null, lines: Array<{ campaignId: string | null, campaignName: string, amountMinor: string }> }>, orderLines: Array<{ campaignId: string, campaignName: string, month: string, amountMinor: string }> } | null } };

export type BillingAdminAdvertisersQueryVariables = Exact<{ [key: string]: never; }>;


export type BillingAdminAdvertisersQuery = { adminAdvertisers: { edges: Array<{ node: { id: string, name: string, ownerUsername: string, pausedAt: string | null, pauseReason: string | null, monthSpendMinor: string, totalSpendMinor: string, openInvoiceCount: number, openInvoiceMinor: string } }> } };

export type BillingAdminOpenInvoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type BillingAdminOpenInvoicesQuery = { adminOpenInvoices: { edges: Array<{ node: { entityId: string, status: InvoiceStatus, totalMinor: string } }> } };

export type BillingMarkPaidMutationVariables = Exact<{
  id: string;
}>;


export type BillingMarkPaidMutation = { markInvoicePaid:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationMarkInvoicePaidSuccess', data: { entityId: string, status: InvoiceStatus, paidAt: string | null } }
   };

export type BillingPauseAdvertiserMutationVariables = Exact<{
  id: string;
  reason: string;
}>;


export type BillingPauseAdvertiserMutation = { pauseAdvertiser:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationPauseAdvertiserSuccess', data: { id: string, pausedAt: string | null, pauseReason: string | null } }
   };

export type BillingLiftPauseMutationVariables = Exact<{
  id: string;
}>;


export type BillingLiftPauseMutation = { liftAdvertiserPause:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationLiftAdvertiserPauseSuccess', data: { id: string, pausedAt: string | null } }
   };

export type BillingPinPromotedQueryVariables = Exact<{
  id: string;
}>;


export type BillingPinPromotedQuery = { pin: { isPromoted: boolean } | null };

export type BoardsAndSectionsUserBoardQueryVariables = Exact<{
  u: string;
  b: string;
}>;


export type BoardsAndSectionsUserBoardQuery = { user: { boardCount: number, pinCount: number } | null, board: { pinCount: number, sectionCount: number, sections: { edges: Array<{ node: { pinCount: number } }> } } | null };

export type BoardsAndSectionsBoardQueryVariables = Exact<{
  u: string;
  s: string;
}>;


export type BoardsAndSectionsBoardQuery = { board: { entityId: string, description: string, url: string } | null };

export type BoardsAndSectionsUserQueryVariables = Exact<{
  u: string;
}>;


export type BoardsAndSectionsUserQuery = { user: { boardCount: number } | null };

export type BoardsAndSectionsAbQueryVariables = Exact<{
  u: string;
}>;


export type BoardsAndSectionsAbQuery = { a: { name: string } | null, b: { name: string } | null };

export type BoardsAndSectionsBoardSectionQueryVariables = Exact<{
  b: string;
}>;


export type BoardsAndSectionsBoardSectionQuery = { boardSection: { entityId: string, board: { name: string } } | null };

export type BoardsAndSectionsBoard2QueryVariables = Exact<{
  id: string;
}>;


export type BoardsAndSectionsBoard2Query = { board: { imageCoverUrl: string | null, coverDominantColor: string | null } | null };

export type BotCheckChallengeQueryVariables = Exact<{
  action: BotCheckAction;
}>;


export type BotCheckChallengeQuery = { botCheckChallenge: { algorithm: string, challenge: string, maxNumber: number, salt: string, signature: string, action: BotCheckAction, expiresAt: string } | null };

export type BotCheckSignUpMutationVariables = Exact<{
  input: SignUpInput;
}>;


export type BotCheckSignUpMutation = { signUp:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationSignUpSuccess' }
   };

export type BotCheckLogInMutationVariables = Exact<{
  input: LogInInput;
}>;


export type BotCheckLogInMutation = { logIn:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'LogInMfaRequired' }
    | { __typename: 'MutationLogInSuccess' }
   };

export type BotCheckRequestResetMutationVariables = Exact<{
  email: string;
  botCheckToken?: string | null | undefined;
}>;


export type BotCheckRequestResetMutation = { requestPasswordReset:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationRequestPasswordResetSuccess' }
   };

export type BotCheckChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type BotCheckChangePasswordMutation = { changePassword:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationChangePasswordSuccess' }
   };

export type BotCheckViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type BotCheckViewerQuery = { viewer: { isAuth: boolean } };

export type BusinessConvertToBusinessMutationVariables = Exact<{
  input: ConvertToBusinessInput;
}>;


export type BusinessConvertToBusinessMutation = { convertToBusiness:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationConvertToBusinessSuccess', data: { isPartner: boolean, businessName: string | null } }
   };

export type BusinessCreateLinkedBusinessMutationVariables = Exact<{
  input: CreateLinkedBusinessInput;
}>;


export type BusinessCreateLinkedBusinessMutation = { createLinkedBusiness:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationCreateLinkedBusinessSuccess', data: { id: string, permissions: Array<BusinessPermission>, user: { username: string } } }
   };

export type BusinessGrantBusinessAccessMutationVariables = Exact<{
  login: string;
  permission: BusinessPermission;
}>;


export type BusinessGrantBusinessAccessMutation = { grantBusinessAccess:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationGrantBusinessAccessSuccess' }
   };

export type BusinessViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type BusinessViewerQuery = { viewer: { username: string | null, isActingAs: boolean, isPartner: boolean, person: { username: string } | null } };

export type BusinessViewer2QueryVariables = Exact<{ [key: string]: never; }>;


export type BusinessViewer2Query = { viewer: { businessAccessProfiles: Array<{ id: string, permissions: Array<BusinessPermission>, viewerMeetsMfaRequirement: boolean }> } };

export type BusinessLogInMutationVariables = Exact<{
  input: LogInInput;
}>;


export type BusinessLogInMutation = { logIn:
    | { __typename: 'DomainError' }
    | { __typename: 'LogInMfaRequired' }
    | { __typename: 'MutationLogInSuccess' }
   };

export type BusinessBusinessMembersQueryVariables = Exact<{ [key: string]: never; }>;


export type BusinessBusinessMembersQuery = { businessMembers:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'QueryBusinessMembersSuccess' }
   };

export type BusinessRevokeMutationVariables = Exact<{
  businessId: string;
  memberId: string;
}>;


export type BusinessRevokeMutation = { revokeBusinessAccess:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationRevokeBusinessAccessSuccess' }
   };

export type BusinessSetBusinessRequiresMfaMutationVariables = Exact<{ [key: string]: never; }>;


export type BusinessSetBusinessRequiresMfaMutation = { setBusinessRequiresMfa:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationSetBusinessRequiresMfaSuccess' }
   };

export type BusinessViewer3QueryVariables = Exact<{ [key: string]: never; }>;


export type BusinessViewer3Query = { viewer: { businessAccessProfiles: Array<{ id: string, viewerMeetsMfaRequirement: boolean }> } };

export type BusinessChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type BusinessChangePasswordMutation = { changePassword:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationChangePasswordSuccess' }
   };

export type BusinessReadBoardQueryVariables = Exact<{
  id: string;
}>;


export type BusinessReadBoardQuery = { board: { entityId: string } | null };

export type BusinessPickerQueryVariables = Exact<{ [key: string]: never; }>;


export type BusinessPickerQuery = { boardPicker: { allBoards: Array<{ entityId: string }> } };

export type BusinessUserQueryVariables = Exact<{
  u: string;
}>;


export type BusinessUserQuery = { user: { boards: { edges: Array<{ node: { entityId: string } }> } } | null };

export type CarouselPinsCreateMutationVariables = Exact<{
  input: CreateCarouselPinInput;
}>;


export type CarouselPinsCreateMutation = { createCarouselPin:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationCreateCarouselPinSuccess', data: { entityId: string, isCarousel: boolean, imageSpec_236x: { url: string } } }
   };

export type CarouselPinsPinQueryVariables = Exact<{
  id: string;
}>;


export type CarouselPinsPinQuery = { pin: { title: string, isCarousel: boolean, altText: string, imageSpec_236x: { url: string }, carouselImages: Array<{ position: number, altText: string, title: string, link: string | null, imageSpec_236x: { url: string }, imageSpec_736x: { url: string } }> } | null };

export type CarouselPinsBoardQueryVariables = Exact<{
  id: string;
}>;


export type CarouselPinsBoardQuery = { board: { pins: { edges: Array<{ node: { entityId: string, isCarousel: boolean, imageSpec_236x: { url: string } } }> } } | null };

export type CarouselPinsSaveMutationVariables = Exact<{
  input: SavePinInput;
}>;


export type CarouselPinsSaveMutation = { savePin:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationSavePinSuccess', data: { entityId: string } }
   };

export type CarouselPinsDeleteMutationVariables = Exact<{
  id: string;
}>;


export type CarouselPinsDeleteMutation = { deletePin:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationDeletePinSuccess' }
   };

export type CarouselPinsDeleteBoardMutationVariables = Exact<{
  id: string;
}>;


export type CarouselPinsDeleteBoardMutation = { deleteBoard:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationDeleteBoardSuccess' }
   };

export type CollaborationInviteMutationVariables = Exact<{
  boardId: string;
  userIds?: Array<string> | string | null | undefined;
  emails?: Array<string> | string | null | undefined;
}>;


export type CollaborationInviteMutation = { inviteCollaborators:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationInviteCollaboratorsSuccess', data: Array<{ entityId: string, email: string | null, status: BoardInviteStatus }> }
   };

export type CollaborationMyInvitesQueryVariables = Exact<{ [key: string]: never; }>;


export type CollaborationMyInvitesQuery = { myBoardInvites: Array<{ entityId: string, boardName: string, inviter: { username: string }, board: { name: string } | null }> };

export type CollaborationRespondMutationVariables = Exact<{
  id: string;
  accept: boolean;
}>;


export type CollaborationRespondMutation = { respondToBoardInvite:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationRespondToBoardInviteSuccess', data: { status: BoardInviteStatus, board: { name: string, collaboratedByMe: boolean } | null } }
   };

export type CollaborationBoardQueryVariables = Exact<{
  id: string;
}>;


export type CollaborationBoardQuery = { board: { entityId: string } | null };

export type CollaborationBlockUserMutationVariables = Exact<{
  id: string;
}>;


export type CollaborationBlockUserMutation = { blockUser:
    | { __typename: 'DomainError' }
    | { __typename: 'MutationBlockUserSuccess' }
   };

export type CollaborationAcceptBoardInviteByTokenMutationVariables = Exact<{
  token: string;
}>;


export type CollaborationAcceptBoardInviteByTokenMutation = { acceptBoardInviteByToken:
    | { __typename: 'DomainError' }
    | { __typename: 'MutationAcceptBoardInviteByTokenSuccess' }
   };

export type CollaborationUpdateBoardMutationVariables = Exact<{
  input: UpdateBoardInput;
}>;


export type CollaborationUpdateBoardMutation = { updateBoard:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationUpdateBoardSuccess' }
   };

export type CollaborationDeleteBoardMutationVariables = Exact<{
  id: string;
}>;


export type CollaborationDeleteBoardMutation = { deleteBoard:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationDeleteBoardSuccess' }
   };

export type CollaborationUpdateBoard2MutationVariables = Exact<{
  input: UpdateBoardInput;
}>;


export type CollaborationUpdateBoard2Mutation = { updateBoard:
    | { __typename: 'DomainError' }
    | { __typename: 'MutationUpdateBoardSuccess' }
   };

export type CollaborationBoard2QueryVariables = Exact<{
  id: string;
}>;


export type CollaborationBoard2Query = { board: { collaboratingUsers: { edges: Array<{ node: { fullName: string } }> } } | null };

export type CollaborationRemoveMutationVariables = Exact<{
  b: string;
  u: string;
}>;


export type CollaborationRemoveMutation = { removeCollaborator:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationRemoveCollaboratorSuccess' }
   };

export type CollaborationFollowUserMutationVariables = Exact<{
  id: string;
}>;


export type CollaborationFollowUserMutation = { followUser:
    | { __typename: 'DomainError' }
    | { __typename: 'MutationFollowUserSuccess' }
   };

export type CollaborationCollaboratorSuggestionsQueryVariables = Exact<{
  q: string;
}>;


export type CollaborationCollaboratorSuggestionsQuery = { collaboratorSuggestions: Array<{ username: string }> };

export type CollaborationSharedCardsQueryVariables = Exact<{
  id: string;
}>;


export type CollaborationSharedCardsQuery = { board: { pins: { edges: Array<{ node: { title: string, pinner: { username: string, imageMediumUrl: string | null }, pinnedToBoard: { owner: { username: string } } | null } }> } } | null };

export type ConversionsCreateCampaignMutationVariables = Exact<{
  input: CreateCampaignInput;
}>;


export type ConversionsCreateCampaignMutation = { createCampaign:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationCreateCampaignSuccess', data: { entityId: string } }
   };

export type ConversionsCreateTokenMutationVariables = Exact<{
  id: string;
}>;


export type ConversionsCreateTokenMutation = { createConversionToken:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationCreateConversionTokenSuccess', data: { secret: string, token: { entityId: string, hint: string } } }
   };

export type ConversionsRevokeTokenMutationVariables = Exact<{
  id: string;
}>;


export type ConversionsRevokeTokenMutation = { revokeConversionToken:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationRevokeConversionTokenSuccess', data: { entityId: string } }
   };

export type ConversionsTestEventMutationVariables = Exact<{
  id: string;
  name: string;
}>;


export type ConversionsTestEventMutation = { sendTestConversionEvent:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationSendTestConversionEventSuccess', data: { eventName: string, isTest: boolean, source: string, campaign: { entityId: string } | null } }
   };

export type ConversionsOfAdvertiserQueryVariables = Exact<{
  test?: boolean | null | undefined;
}>;


export type ConversionsOfAdvertiserQuery = { viewer: { advertiser: { conversionTokens: Array<{ entityId: string, hint: string }>, conversionOverview: Array<{ eventName: string, events: number, attributed: number, valueMinor: number }>, conversionEvents: { edges: Array<{ node: { eventId: string, eventName: string, source: string, isTest: boolean, valueMinor: number | null, currency: string | null, campaign: { entityId: string } | null } }> }, campaigns: { edges: Array<{ node: { entityId: string, conversions: number } }> } } | null } };

export type ConversionsQuickPromoteMutationVariables = Exact<{
  input: QuickPromoteInput;
}>;


export type ConversionsQuickPromoteMutation = { quickPromote:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationQuickPromoteSuccess', data: { entityId: string, objectiveType: string, conversionEvent: string | null } }
   };

export type ConversionsPinLinkQueryVariables = Exact<{
  id: string;
}>;


export type ConversionsPinLinkQuery = { pin: { offsiteUrl: string | null } | null };

export type CoversAndCountsUpdateBoardMutationVariables = Exact<{
  input: UpdateBoardInput;
}>;


export type CoversAndCountsUpdateBoardMutation = { updateBoard:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationUpdateBoardSuccess' }
   };

export type CoversAndCountsMovePinsMutationVariables = Exact<{
  input: MovePinsInput;
}>;


export type CoversAndCountsMovePinsMutation = { movePins:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationMovePinsSuccess' }
   };

export type CoversAndCountsDeletePinMutationVariables = Exact<{
  id: string;
}>;


export type CoversAndCountsDeletePinMutation = { deletePin:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationDeletePinSuccess' }
   };

export type CoversAndCountsDeleteBoardMutationVariables = Exact<{
  id: string;
}>;


export type CoversAndCountsDeleteBoardMutation = { deleteBoard:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationDeleteBoardSuccess' }
   };

export type CoversAndCountsBoardUserQueryVariables = Exact<{
  id: string;
  username: string;
}>;


export type CoversAndCountsBoardUserQuery = { board: { imageCoverUrl: string | null, coverDominantColor: string | null, hasCustomCover: boolean } | null, user: { boards: { edges: Array<{ node: { entityId: string, imageCoverUrl: string | null } }> } } | null };

export type CoversAndCountsUserQueryVariables = Exact<{
  username: string;
}>;


export type CoversAndCountsUserQuery = { user: { pinCount: number, boardCount: number } | null };

export type DataExportCarouselMutationVariables = Exact<{
  input: CreateCarouselPinInput;
}>;


export type DataExportCarouselMutation = { createCarouselPin:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationCreateCarouselPinSuccess' }
   };

export type DataImportCarouselMutationVariables = Exact<{
  input: CreateCarouselPinInput;
}>;


export type DataImportCarouselMutation = { createCarouselPin:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationCreateCarouselPinSuccess' }
   };

export type DatabaseConnectionViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type DatabaseConnectionViewerQuery = { viewer: { isAuth: boolean } };

export type EmailVerificationEmailSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type EmailVerificationEmailSettingsQuery = { emailSettings: { email: string, verified: boolean } | null };

export type EmailVerificationVerifyEmailMutationVariables = Exact<{
  token: string;
}>;


export type EmailVerificationVerifyEmailMutation = { verifyEmail:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationVerifyEmailSuccess', data: { email: string, verified: boolean } }
   };

export type EmailVerificationChangeEmailMutationVariables = Exact<{
  input: ChangeEmailInput;
}>;


export type EmailVerificationChangeEmailMutation = { changeEmail:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationChangeEmailSuccess', data: { email: string, verified: boolean } }
   };

export type EmailVerificationResendVerificationEmailMutationVariables = Exact<{ [key: string]: never; }>;


export type EmailVerificationResendVerificationEmailMutation = { resendVerificationEmail:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationResendVerificationEmailSuccess', data: { email: string, verified: boolean } }
   };

export type EmailVerificationInviteMutationVariables = Exact<{
  boardId: string;
  emails?: Array<string> | string | null | undefined;
}>;


export type EmailVerificationInviteMutation = { inviteCollaborators:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationInviteCollaboratorsSuccess', data: Array<{ entityId: string, email: string | null, status: BoardInviteStatus, invitee: { username: string, fullName: string } | null }> }
   };

export type EmailVerificationMyBoardInvitesQueryVariables = Exact<{ [key: string]: never; }>;


export type EmailVerificationMyBoardInvitesQuery = { myBoardInvites: Array<{ entityId: string, boardName: string }> };

export type EmailVerificationRespondToBoardInviteMutationVariables = Exact<{
  id: string;
  accept: boolean;
}>;


export type EmailVerificationRespondToBoardInviteMutation = { respondToBoardInvite:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationRespondToBoardInviteSuccess' }
   };

export type EmailVerificationBoardQueryVariables = Exact<{
  id: string;
}>;


export type EmailVerificationBoardQuery = { board: { entityId: string } | null };

export type EmailVerificationAcceptBoardInviteByTokenMutationVariables = Exact<{
  token: string;
}>;


export type EmailVerificationAcceptBoardInviteByTokenMutation = { acceptBoardInviteByToken:
    | { __typename: 'DomainError' }
    | { __typename: 'MutationAcceptBoardInviteByTokenSuccess' }
   };

export type FailedLoadsBoardPageQueryVariables = Exact<{
  username: string;
  slug: string;
}>;


export type FailedLoadsBoardPageQuery = { board: { entityId: string, name: string, url: string } | null };

export type FailedLoadsRenameBoardMutationVariables = Exact<{
  input: UpdateBoardInput;
}>;


export type FailedLoadsRenameBoardMutation = { updateBoard:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationUpdateBoardSuccess', data: { url: string } }
   };

export type FailedLoadsDeleteBoardMutationVariables = Exact<{
  id: string;
}>;


export type FailedLoadsDeleteBoardMutation = { deleteBoard:
    | { __typename: 'DomainError' }
    | { __typename: 'MutationDeleteBoardSuccess' }
   };

export type FailedLoadsFollowingQueryVariables = Exact<{ [key: string]: never; }>;


export type FailedLoadsFollowingQuery = { followingFeed: { edges: Array<{ node: { id: string } }> } };

export type HashtagsHashtagSuggestionsQueryVariables = Exact<{
  term: string;
}>;


export type HashtagsHashtagSuggestionsQuery = { hashtagSuggestions: Array<{ query: string, pinCount: number }> };

export type HttpSecurityUserQueryVariables = Exact<{
  u: string;
}>;


export type HttpSecurityUserQuery = { user: { boards: { edges: Array<{ node: { name: string } }> } } | null };

export type HttpSecurityLogOutMutationVariables = Exact<{ [key: string]: never; }>;


export type HttpSecurityLogOutMutation = { logOut: boolean };

export type HttpSecurityViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type HttpSecurityViewerQuery = { viewer: { isAuth: boolean } };

export type HttpSecurity_SchemaQueryVariables = Exact<{ [key: string]: never; }>;


export type HttpSecurity_SchemaQuery = { __schema: { queryType: { name: string | null }, types: Array<{ name: string | null }> } };

export type HttpSecurityDeepQueryVariables = Exact<{ [key: string]: never; }>;


export type HttpSecurityDeepQuery = { viewer: { user: { boards: { edges: Array<{ node: { pins: { edges: Array<{ node: { pinnedToBoard: { owner: { boards: { edges: Array<{ node: { name: string } }> } } } | null } }> } } }> } } | null } };

export type HttpSecurityHomeFeedQueryVariables = Exact<{ [key: string]: never; }>;


export type HttpSecurityHomeFeedQuery = { homeFeed: { edges: Array<{ cursor: string, node: { id: string, entityId: string, title: string, description: string, link: string | null, linkDomain: string | null, altText: string, dominantColor: string, createdAt: string, imageSpec_236x: { url: string, width: number, height: number }, imageSpec_orig: { url: string, width: number, height: number }, pinner: { id: string, username: string, fullName: string, imageMediumUrl: string | null, url: string }, pinnedToBoard: { id: string, name: string, url: string, privacy: BoardPrivacy, owner: { username: string } } | null, section: { id: string, title: string } | null } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type HttpSecurityBoardPinQueryVariables = Exact<{ [key: string]: never; }>;


export type HttpSecurityBoardPinQuery = { board: { id: string } | null, pin: { id: string } | null };

export type HttpSecurityBoardPin2QueryVariables = Exact<{ [key: string]: never; }>;


export type HttpSecurityBoardPin2Query = { board: { id: string } | null, pin: { id: string } | null, boardSection: { id: string } | null };

export type IdeasTopicsQueryVariables = Exact<{ [key: string]: never; }>;


export type IdeasTopicsQuery = { ideaTopics: Array<{ entityId: string, name: string, slug: string, url: string, pinCount: number, cover: { entityId: string } | null }> };

export type IdeasTopicQueryVariables = Exact<{
  id: string;
}>;


export type IdeasTopicQuery = { ideaTopic: { entityId: string, name: string, url: string, pinCount: number, cover: { entityId: string } | null, pins: { edges: Array<{ node: { entityId: string, title: string } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } }, related: Array<{ name: string }> } | null };

export type IdeasTopicMoreQueryVariables = Exact<{
  id: string;
  after?: string | null | undefined;
}>;


export type IdeasTopicMoreQuery = { ideaTopic: { pins: { edges: Array<{ node: { entityId: string, title: string } }> } } | null };

export type InterestsWelcomeQueryVariables = Exact<{ [key: string]: never; }>;


export type InterestsWelcomeQuery = { viewer: { welcomePending: boolean, interests: Array<{ slug: string, name: string }> }, interestChoices: Array<{ slug: string, name: string }> };

export type InterestsSaveMutationVariables = Exact<{
  slugs: Array<string> | string;
}>;


export type InterestsSaveMutation = { saveInterests:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationSaveInterestsSuccess', data: Array<{ slug: string, name: string }> }
   };

export type InterestsFinishWelcomeMutationVariables = Exact<{ [key: string]: never; }>;


export type InterestsFinishWelcomeMutation = { finishWelcome:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationFinishWelcomeSuccess', data: boolean }
   };

export type InterestsProvidersQueryVariables = Exact<{ [key: string]: never; }>;


export type InterestsProvidersQuery = { socialLoginProviders: Array<{ provider: SocialLoginProvider, oneTapClientId: string | null }> };

export type InterestsHomeQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
}>;


export type InterestsHomeQuery = { homeFeed: { edges: Array<{ node: { entityId: string, title: string } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type LinkStatusCheckQueryVariables = Exact<{
  url: string;
}>;


export type LinkStatusCheckQuery = { pinLinkStatus:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'QueryPinLinkStatusSuccess', data: { kind: PinLinkStatusKind, redirectsTo: string | null, httpStatus: number | null } }
   };

export type LoginThrottleLogInMutationVariables = Exact<{
  input: LogInInput;
}>;


export type LoginThrottleLogInMutation = { logIn:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string }
    | { __typename: 'LogInMfaRequired' }
    | { __typename: 'MutationLogInSuccess' }
   };

export type LoginThrottleLogOutMutationVariables = Exact<{ [key: string]: never; }>;


export type LoginThrottleLogOutMutation = { logOut: boolean };

export type LoginAssistFinishMutationVariables = Exact<{
  token: string;
}>;


export type LoginAssistFinishMutation = { finishLoginAssistance:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string }
    | { __typename: 'LogInMfaRequired' }
    | { __typename: 'MutationFinishLoginAssistanceSuccess' }
   };

export type LoginAssistViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type LoginAssistViewerQuery = { viewer: { id: string | null } };

export type MediaPostCreateUserStateQueryVariables = Exact<{ [key: string]: never; }>;


export type MediaPostCreateUserStateQuery = { userState: Array<string> };

export type MediaPostCreateSetUserStateMutationVariables = Exact<{ [key: string]: never; }>;


export type MediaPostCreateSetUserStateMutation = { setUserState:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationSetUserStateSuccess', data: Array<string> }
   };

export type MediaPostCreateUpdateUserSettingsMutationVariables = Exact<{ [key: string]: never; }>;


export type MediaPostCreateUpdateUserSettingsMutation = { updateUserSettings:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationUpdateUserSettingsSuccess', data: { listedWebsiteUrl: string | null } }
   };

export type MediaPostCreateConnectAccountMutationVariables = Exact<{ [key: string]: never; }>;


export type MediaPostCreateConnectAccountMutation = { connectAccount:
    | { data: { connectedToInstagram: boolean, connectedAccounts: Array<{ network: string, username: string }> } }
    | Record<PropertyKey, never>
   };

export type MediaPostCreateDisconnectAccountMutationVariables = Exact<{ [key: string]: never; }>;


export type MediaPostCreateDisconnectAccountMutation = { disconnectAccount:
    | { __typename: 'DomainError' }
    | { __typename: 'MutationDisconnectAccountSuccess' }
   };

export type MediaPostCreateUpdateUserSettings3MutationVariables = Exact<{ [key: string]: never; }>;


export type MediaPostCreateUpdateUserSettings3Mutation = { updateUserSettings:
    | { __typename: 'DomainError' }
    | { __typename: 'MutationUpdateUserSettingsSuccess' }
   };

export type MediaPostCreateUpdateUserSettings2MutationVariables = Exact<{ [key: string]: never; }>;


export type MediaPostCreateUpdateUserSettings2Mutation = { updateUserSettings:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationUpdateUserSettingsSuccess' }
   };

export type MediaPostCreateConnectAccount2MutationVariables = Exact<{ [key: string]: never; }>;


export type MediaPostCreateConnectAccount2Mutation = { connectAccount:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationConnectAccountSuccess' }
   };

export type MediaPostCreateQueryVariables = Exact<{ [key: string]: never; }>;


export type MediaPostCreateQuery = { experimentGroup: string | null, experimentEnabled: boolean };

export type MediaPostCreateExperimentGroupQueryVariables = Exact<{ [key: string]: never; }>;


export type MediaPostCreateExperimentGroupQuery = { experimentGroup: string | null };

export type MediaPostCreateExperimentGroup2QueryVariables = Exact<{ [key: string]: never; }>;


export type MediaPostCreateExperimentGroup2Query = { experimentGroup: string | null };

export type MediaPostCreateExperimentEnabledQueryVariables = Exact<{ [key: string]: never; }>;


export type MediaPostCreateExperimentEnabledQuery = { experimentEnabled: boolean };

export type MediaPostCreateTrackEventMutationVariables = Exact<{ [key: string]: never; }>;


export type MediaPostCreateTrackEventMutation = { trackEvent:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationTrackEventSuccess' }
   };

export type MediaPurgeDeletePinMutationVariables = Exact<{
  id: string;
}>;


export type MediaPurgeDeletePinMutation = { deletePin:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationDeletePinSuccess' }
   };

export type MediaPurgeDeleteBoardMutationVariables = Exact<{
  id: string;
}>;


export type MediaPurgeDeleteBoardMutation = { deleteBoard:
    | { __typename: 'DomainError' }
    | { __typename: 'MutationDeleteBoardSuccess' }
   };

export type MediaSsrfCreatePinMutationVariables = Exact<{
  input: CreatePinInput;
}>;


export type MediaSsrfCreatePinMutation = { createPin:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationCreatePinSuccess' }
   };

export type PinMediaQueryVariables = Exact<{
  id: string;
}>;


export type PinMediaQuery = { pin: { entityId: string, imageSpec_orig: { url: string, width: number, height: number }, imageSpec_236x: { url: string, width: number }, video: { url: string, format: string, durationMs: number, width: number, height: number, coverImage: { signature: string, width: number, height: number } } | null } | null };

export type MediaUploadRegisterUploadMutationVariables = Exact<{ [key: string]: never; }>;


export type MediaUploadRegisterUploadMutation = { registerUpload:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationRegisterUploadSuccess', data: { uploadId: string, uploadUrl: string, uploadParameters: Array<{ name: string, value: string }> } }
   };

export type MediaUploadUploadStatusQueryVariables = Exact<{
  ids: Array<string> | string;
}>;


export type MediaUploadUploadStatusQuery = { uploadStatus: Array<{ uploadId: string, type: UploadType | null, status: UploadStatusValue, signature: string | null, imageUrl: string | null }> };

export type MediaUploadUserSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type MediaUploadUserSettingsQuery = { userSettings: { videoUploadAllowed: boolean } };

export type MediaUrlCreatePinMutationVariables = Exact<{
  input: CreatePinInput;
}>;


export type MediaUrlCreatePinMutation = { createPin:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationCreatePinSuccess', data: { entityId: string, title: string, imageSpec_orig: { url: string, width: number, height: number } } }
   };

export type MediaUrlRegisterImageUrlMutationVariables = Exact<{
  url: string;
}>;


export type MediaUrlRegisterImageUrlMutation = { registerImageUrl:
    | { __typename: 'DomainError' }
    | { __typename: 'MutationRegisterImageUrlSuccess', data: { uploadId: string, status: UploadStatusValue } }
   };

export type MediaUrlFindPinImagesQueryVariables = Exact<{
  url: string;
}>;


export type MediaUrlFindPinImagesQuery = { findPinImages: Array<{ type: string, url: string, width: number, height: number }> };

export type MediaUrlFindPinImages2QueryVariables = Exact<{
  url: string;
}>;


export type MediaUrlFindPinImages2Query = { findPinImages: Array<{ url: string, width: number }> };

export type MfaStartMfaEnrollmentMutationVariables = Exact<{ [key: string]: never; }>;


export type MfaStartMfaEnrollmentMutation = { startMfaEnrollment:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationStartMfaEnrollmentSuccess', data: { secret: string, otpauthUri: string, qrCodeDataUrl: string } }
   };

export type MfaConfirmMfaEnrollmentMutationVariables = Exact<{
  input: ConfirmMfaEnrollmentInput;
}>;


export type MfaConfirmMfaEnrollmentMutation = { confirmMfaEnrollment:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationConfirmMfaEnrollmentSuccess', data: Array<string> }
   };

export type MfaLogInMutationVariables = Exact<{
  input: LogInInput;
}>;


export type MfaLogInMutation = { logIn:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'LogInMfaRequired', ticket: string, expiresAt: string, loginMethod: number, message: string }
    | { __typename: 'MutationLogInSuccess', data: { entityId: string } }
   };

export type MfaVerifyLoginCodeMutationVariables = Exact<{
  input: VerifyLoginCodeInput;
}>;


export type MfaVerifyLoginCodeMutation = { verifyLoginCode:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationVerifyLoginCodeSuccess', data: { entityId: string } }
   };

export type MfaViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type MfaViewerQuery = { viewer: { isAuth: boolean, id: string | null, mfaEnabled: boolean } };

export type MfaDisableMfaMutationVariables = Exact<{
  input: DisableMfaInput;
}>;


export type MfaDisableMfaMutation = { disableMfa:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationDisableMfaSuccess', data: boolean }
   };

export type MfaLogOutMutationVariables = Exact<{ [key: string]: never; }>;


export type MfaLogOutMutation = { logOut: boolean };

export type MfaSessionsQueryVariables = Exact<{ [key: string]: never; }>;


export type MfaSessionsQuery = { sessions: Array<{ current: boolean, loginMethod: number, loginMethodLabel: string }> };

export type MfaRegenerateRecoveryCodesMutationVariables = Exact<{
  input: RegenerateRecoveryCodesInput;
}>;


export type MfaRegenerateRecoveryCodesMutation = { regenerateRecoveryCodes:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationRegenerateRecoveryCodesSuccess', data: Array<string> }
   };

export type MfaRequestPasswordResetMutationVariables = Exact<{
  email: string;
}>;


export type MfaRequestPasswordResetMutation = { requestPasswordReset:
    | { __typename: 'DomainError' }
    | { __typename: 'MutationRequestPasswordResetSuccess' }
   };

export type MfaResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type MfaResetPasswordMutation = { resetPassword:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'LogInMfaRequired', ticket: string }
    | { __typename: 'MutationResetPasswordSuccess' }
   };

export type MovesMoveMutationVariables = Exact<{
  input: MovePinsInput;
}>;


export type MovesMoveMutation = { movePins:
    | { __typename: 'DomainError', apiErrorCode: number, code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationMovePinsSuccess', data: { fromBoard: { pinCount: number } | null, toBoard: { pinCount: number } | null } }
   };

export type MovesDeleteSectionMutationVariables = Exact<{
  id: string;
}>;


export type MovesDeleteSectionMutation = { deleteSection:
    | { __typename: 'DomainError' }
    | { __typename: 'MutationDeleteSectionSuccess' }
   };

export type MovesRenameSectionMutationVariables = Exact<{
  id: string;
}>;


export type MovesRenameSectionMutation = { renameSection:
    | { __typename: 'DomainError' }
    | { __typename: 'MutationRenameSectionSuccess' }
   };

export type MovesReorderSectionsMutationVariables = Exact<{
  b: string;
  ids: Array<string> | string;
}>;


export type MovesReorderSectionsMutation = { reorderSections:
    | { __typename: 'DomainError' }
    | { __typename: 'MutationReorderSectionsSuccess' }
   };

export type MovesBoardQueryVariables = Exact<{
  id: string;
}>;


export type MovesBoardQuery = { board: { sections: { edges: Array<{ node: { title: string } }> } } | null };

export type MovesDeletePinMutationVariables = Exact<{
  id: string;
}>;


export type MovesDeletePinMutation = { deletePin:
    | { __typename: 'DomainError' }
    | { __typename: 'MutationDeletePinSuccess' }
   };

export type OAuthAppsRegisterMutationVariables = Exact<{
  input: RegisterOAuthAppInput;
}>;


export type OAuthAppsRegisterMutation = { registerOAuthApp:
    | { __typename: 'DomainError', message: string, field: string | null }
    | { __typename: 'MutationRegisterOAuthAppSuccess', data: { clientSecret: string | null, app: { clientId: string } } }
   };

export type OAuthAppsAnswerMutationVariables = Exact<{
  request: OAuthAuthorizationInput;
  allow: boolean;
}>;


export type OAuthAppsAnswerMutation = { answerOAuthAuthorization:
    | { __typename: 'DomainError', message: string }
    | { __typename: 'MutationAnswerOAuthAuthorizationSuccess', data: string }
   };

export type OAuthAppsConnectedQueryVariables = Exact<{ [key: string]: never; }>;


export type OAuthAppsConnectedQuery = { connectedApps: Array<{ name: string, scopes: Array<{ scope: string }> }> };

export type OAuthAppsAuthorizationQueryVariables = Exact<{
  request: OAuthAuthorizationInput;
}>;


export type OAuthAppsAuthorizationQuery = { oauthAuthorization: { kind: OAuthAuthorizationKind, message: string | null, redirectUrl: string | null, appName: string | null, scopes: Array<{ scope: string, description: string }> } };

export type OAuthAppsRevokeConnectedMutationVariables = Exact<{
  id: string;
}>;


export type OAuthAppsRevokeConnectedMutation = { revokeConnectedApp:
    | { __typename: 'DomainError' }
    | { __typename: 'MutationRevokeConnectedAppSuccess' }
   };

export type OAuthAppsListQueryVariables = Exact<{ [key: string]: never; }>;


export type OAuthAppsListQuery = { oauthApps: Array<{ clientId: string, name: string, redirectUris: Array<string>, confidential: boolean }> };

export type OAuthAppsDeleteMutationVariables = Exact<{
  id: string;
}>;


export type OAuthAppsDeleteMutation = { deleteOAuthApp:
    | { __typename: 'DomainError' }
    | { __typename: 'MutationDeleteOAuthAppSuccess' }
   };

export type OffsitePinQueryVariables = Exact<{
  id: string;
}>;


export type OffsitePinQuery = { pin: { offsiteUrl: string | null } | null };

export type OffsiteLinkCheckQueryVariables = Exact<{ [key: string]: never; }>;


export type OffsiteLinkCheckQuery = { linkCheck:
    | { data: { redirectStatus: LinkStatus, followable: boolean } }
    | Record<PropertyKey, never>
   };

export type OffsiteLinkCheck2QueryVariables = Exact<{
  pin: string;
}>;


export type OffsiteLinkCheck2Query = { linkCheck:
    | { __typename: 'DomainError', code: DomainErrorCode }
    | { __typename: 'QueryLinkCheckSuccess' }
   };

export type OffsiteLinkCheck3QueryVariables = Exact<{ [key: string]: never; }>;


export type OffsiteLinkCheck3Query = { linkCheck:
    | { data: { redirectStatus: LinkStatus } }
    | Record<PropertyKey, never>
   };

export type PaginationBoardPinsPageQueryVariables = Exact<{
  id: string;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type PaginationBoardPinsPageQuery = { board: { pins: { edges: Array<{ cursor: string, node: { entityId: string } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } } | null };

export type PaginationBoardQueryVariables = Exact<{
  id: string;
  before?: string | null | undefined;
}>;


export type PaginationBoardQuery = { board: { pins: { edges: Array<{ node: { entityId: string } }>, pageInfo: { hasPreviousPage: boolean } } } | null };

export type PaginationHomeFeedPageQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type PaginationHomeFeedPageQuery = { homeFeed: { edges: Array<{ cursor: string, node: { entityId: string } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type PaginationUserPinsPageQueryVariables = Exact<{
  u: string;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type PaginationUserPinsPageQuery = { user: { pins: { edges: Array<{ cursor: string, node: { entityId: string } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } } | null };

export type PaginationSectionPinsPageQueryVariables = Exact<{
  id: string | number;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type PaginationSectionPinsPageQuery = { node:
    | { pins: { edges: Array<{ cursor: string, node: { entityId: string } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } }
    | Record<PropertyKey, never>
   | null };

export type PaginationBoardSectionsPageQueryVariables = Exact<{
  id: string;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type PaginationBoardSectionsPageQuery = { board: { sections: { edges: Array<{ cursor: string, node: { entityId: string } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } } | null };

export type PaginationUserBoardsPageQueryVariables = Exact<{
  u: string;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type PaginationUserBoardsPageQuery = { user: { boards: { edges: Array<{ cursor: string, node: { entityId: string } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } } | null };

export type PaginationHomeFeedQueryVariables = Exact<{ [key: string]: never; }>;


export type PaginationHomeFeedQuery = { homeFeed: { edges: Array<{ cursor: string, node: { entityId: string } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type PaginationUserQueryVariables = Exact<{
  u: string;
}>;


export type PaginationUserQuery = { user: { boards: { edges: Array<{ cursor: string, node: { entityId: string } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } } | null };

export type PaginationUser2QueryVariables = Exact<{
  u: string;
  after?: string | null | undefined;
}>;


export type PaginationUser2Query = { user: { boards: { edges: Array<{ cursor: string }> } } | null };

export type PaidCreatePinMutationVariables = Exact<{
  input: CreatePinInput;
}>;


export type PaidCreatePinMutation = { createPin:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationCreatePinSuccess', data: { entityId: string, paidLink: boolean, paidPartnership: { status: number, brandName: string | null, label: string | null } | null } }
   };

export type PaidUpdatePinMutationVariables = Exact<{
  input: UpdatePinInput;
}>;


export type PaidUpdatePinMutation = { updatePin:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationUpdatePinSuccess', data: { title: string, paidLink: boolean, canSetPaidLabels: boolean, paidPartnership: { status: number, brandName: string | null, brand: { username: string } | null } | null } }
   };

export type PaidPinQueryVariables = Exact<{
  id: string;
}>;


export type PaidPinQuery = { pin: { title: string, link: string | null, paidLink: boolean, paidLabel: string | null, canSetPaidLabels: boolean, paidPartnership: { status: number, brandName: string | null, label: string | null, brand: { username: string } | null } | null } | null };

export type PaidBoardCardsQueryVariables = Exact<{
  id: string;
}>;


export type PaidBoardCardsQuery = { board: { pins: { edges: Array<{ node: { entityId: string, paidLink: boolean, paidLabel: string | null, paidPartnership: { status: number, brandName: string | null, label: string | null } | null } }> } } | null };

export type PaidRequestsQueryVariables = Exact<{ [key: string]: never; }>;


export type PaidRequestsQuery = { paidPartnershipRequests: { edges: Array<{ node: { id: string, status: number, creator: { username: string } | null, pin: { entityId: string, title: string } | null } }> } };

export type PaidAnswerMutationVariables = Exact<{
  requestId: string;
  answer: PaidPartnershipAnswer;
}>;


export type PaidAnswerMutation = { answerPaidPartnership:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationAnswerPaidPartnershipSuccess', data: { id: string, status: number } }
   };

export type PaidBrandSearchQueryVariables = Exact<{
  query: string;
}>;


export type PaidBrandSearchQuery = { brandSearch: Array<{ entityId: string, username: string }> };

export type PaidSaveMutationVariables = Exact<{
  input: SavePinInput;
}>;


export type PaidSaveMutation = { savePin:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationSavePinSuccess', data: { entityId: string } }
   };

export type PaidBlockMutationVariables = Exact<{
  userId: string;
}>;


export type PaidBlockMutation = { blockUser:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationBlockUserSuccess' }
   };

export type PaidConvertMutationVariables = Exact<{
  input: ConvertToBusinessInput;
}>;


export type PaidConvertMutation = { convertToBusiness:
    | { __typename: 'DomainError' }
    | { __typename: 'MutationConvertToBusinessSuccess' }
   };

export type PaidCreateLinkedMutationVariables = Exact<{
  input: CreateLinkedBusinessInput;
}>;


export type PaidCreateLinkedMutation = { createLinkedBusiness:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationCreateLinkedBusinessSuccess', data: { id: string } }
   };

export type PasswordResetMailResetMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type PasswordResetMailResetMutation = { resetPassword:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'LogInMfaRequired' }
    | { __typename: 'MutationResetPasswordSuccess' }
   };

export type PasswordResetMailEmailSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type PasswordResetMailEmailSettingsQuery = { emailSettings: { email: string, verified: boolean } | null };

export type PasswordResetMailChangeEmailMutationVariables = Exact<{
  input: ChangeEmailInput;
}>;


export type PasswordResetMailChangeEmailMutation = { changeEmail:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationChangeEmailSuccess' }
   };

export type PasswordResetMailLogInMutationVariables = Exact<{
  input: LogInInput;
}>;


export type PasswordResetMailLogInMutation = { logIn:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'LogInMfaRequired' }
    | { __typename: 'MutationLogInSuccess' }
   };

export type PasswordResetMailConvertToBusinessMutationVariables = Exact<{
  input: ConvertToBusinessInput;
}>;


export type PasswordResetMailConvertToBusinessMutation = { convertToBusiness:
    | { __typename: 'DomainError' }
    | { __typename: 'MutationConvertToBusinessSuccess' }
   };

export type PasswordResetMailCreateLinkedBusinessMutationVariables = Exact<{
  input: CreateLinkedBusinessInput;
}>;


export type PasswordResetMailCreateLinkedBusinessMutation = { createLinkedBusiness:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationCreateLinkedBusinessSuccess' }
   };

export type PasswordResetMailLogIn2MutationVariables = Exact<{
  input: LogInInput;
}>;


export type PasswordResetMailLogIn2Mutation = { logIn:
    | { __typename: 'DomainError' }
    | { __typename: 'LogInMfaRequired' }
    | { __typename: 'MutationLogInSuccess' }
   };

export type PasswordResetsRequestPasswordResetMutationVariables = Exact<{
  email: string;
}>;


export type PasswordResetsRequestPasswordResetMutation = { requestPasswordReset:
    | { __typename: 'DomainError' }
    | { __typename: 'MutationRequestPasswordResetSuccess', data: boolean }
   };

export type PasswordResetsResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type PasswordResetsResetPasswordMutation = { resetPassword:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'LogInMfaRequired' }
    | { __typename: 'MutationResetPasswordSuccess', data: { entityId: string } }
   };

export type PasswordResetsLogInMutationVariables = Exact<{
  input: LogInInput;
}>;


export type PasswordResetsLogInMutation = { logIn:
    | { __typename: 'DomainError' }
    | { __typename: 'LogInMfaRequired' }
    | { __typename: 'MutationLogInSuccess' }
   };

export type PasswordResetsViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type PasswordResetsViewerQuery = { viewer: { isAuth: boolean } };

export type PasswordResetsPasswordResetLinkUsableQueryVariables = Exact<{
  t: string;
}>;


export type PasswordResetsPasswordResetLinkUsableQuery = { passwordResetLinkUsable: boolean };

export type PasswordResetsChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type PasswordResetsChangePasswordMutation = { changePassword:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationChangePasswordSuccess' }
   };

export type PinCreationSwitchesReadQueryVariables = Exact<{ [key: string]: never; }>;


export type PinCreationSwitchesReadQuery = { pinCreationSwitches: { all: boolean, web: boolean, idea: boolean, video: boolean } };

export type PinCreationSwitchesCreateMutationVariables = Exact<{
  input: CreatePinInput;
}>;


export type PinCreationSwitchesCreateMutation = { createPin:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationCreatePinSuccess', data: { entityId: string } }
   };

export type PinCreationSwitchesCarouselMutationVariables = Exact<{
  input: CreateCarouselPinInput;
}>;


export type PinCreationSwitchesCarouselMutation = { createCarouselPin:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationCreateCarouselPinSuccess' }
   };

export type PinCreationSwitchesSaveMutationVariables = Exact<{
  input: SavePinInput;
}>;


export type PinCreationSwitchesSaveMutation = { savePin:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationSavePinSuccess' }
   };

export type PinEditsUpdatePinMutationVariables = Exact<{
  input: UpdatePinInput;
}>;


export type PinEditsUpdatePinMutation = { updatePin:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, field: string | null }
    | { __typename: 'MutationUpdatePinSuccess', data: { entityId: string, title: string, description: string, link: string | null, altText: string, canEdit: boolean } }
   };

export type PinEditsPinQueryVariables = Exact<{
  id: string;
}>;


export type PinEditsPinQuery = { pin: { canEdit: boolean } | null };

export type PrivacyBoardQueryVariables = Exact<{
  id: string;
}>;


export type PrivacyBoardQuery = { board: { name: string, privacy: BoardPrivacy } | null };

export type PrivacyBoard2QueryVariables = Exact<{
  u: string;
  s: string;
}>;


export type PrivacyBoard2Query = { board: { entityId: string } | null };

export type PrivacyBoardSectionQueryVariables = Exact<{
  b: string | number;
  s: string | number;
  p: string | number;
}>;


export type PrivacyBoardSectionQuery = { board:
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
   | null, section:
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
   | null, pin:
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
   | null };

export type PrivacyNodesQueryVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type PrivacyNodesQuery = { nodes: Array<
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
   | null> };

export type PrivacyUserQueryVariables = Exact<{
  u: string;
}>;


export type PrivacyUserQuery = { user: { boards: { edges: Array<{ node: { name: string } }> } } | null };

export type PrivacyBoardSectionsQueryVariables = Exact<{
  id: string;
}>;


export type PrivacyBoardSectionsQuery = { board: { sections: { edges: Array<{ node: { title: string } }> } } | null };

export type PrivacyBoardSection2QueryVariables = Exact<{
  b: string;
  s: string;
}>;


export type PrivacyBoardSection2Query = { boardSection: { title: string } | null };

export type PrivacyBoardPinsQueryVariables = Exact<{
  id: string;
}>;


export type PrivacyBoardPinsQuery = { board: { pins: { edges: Array<{ node: { entityId: string } }> } } | null };

export type PrivacyNodeQueryVariables = Exact<{
  id: string | number;
}>;


export type PrivacyNodeQuery = { node:
    | { pins: { edges: Array<{ node: { entityId: string } }> } }
    | Record<PropertyKey, never>
   | null };

export type PrivacyAbQueryVariables = Exact<{
  a: string;
  b: string;
  c: string;
}>;


export type PrivacyAbQuery = { a: { title: string } | null, b: { title: string } | null, c: { title: string } | null };

export type PrivacyHomeFeedQueryVariables = Exact<{ [key: string]: never; }>;


export type PrivacyHomeFeedQuery = { homeFeed: { edges: Array<{ node: { entityId: string } }> } };

export type PrivacyUser2QueryVariables = Exact<{
  u: string;
}>;


export type PrivacyUser2Query = { user: { pins: { edges: Array<{ node: { entityId: string } }> } } | null };

export type PrivacyFollowUserMutationVariables = Exact<{
  id: string;
}>;


export type PrivacyFollowUserMutation = { followUser:
    | { __typename: 'DomainError' }
    | { __typename: 'MutationFollowUserSuccess' }
   };

export type PrivacyFollowingFeedQueryVariables = Exact<{ [key: string]: never; }>;


export type PrivacyFollowingFeedQuery = { followingFeed: { edges: Array<{ node: { entityId: string } }> } };

export type PrivacyQueryVariables = Exact<{
  id: string;
}>;


export type PrivacyQuery = { pin: { pinnedToBoard: { name: string, privacy: BoardPrivacy } | null, section: { title: string } | null } | null };

export type PrivacyPinQueryVariables = Exact<{
  id: string;
}>;


export type PrivacyPinQuery = { pin: { title: string, repinnedFrom: { entityId: string, pinnedToBoard: { name: string } | null } | null } | null };

export type PrivacyPin2QueryVariables = Exact<{
  id: string;
}>;


export type PrivacyPin2Query = { pin: { boardTitleSuggestions: Array<string> } | null };

export type PrivacyBoardPinQueryVariables = Exact<{
  b: string;
  p: string;
}>;


export type PrivacyBoardPinQuery = { board: { privacy: BoardPrivacy } | null, pin: { title: string } | null };

export type PrivacyViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type PrivacyViewerQuery = { viewer: { user: { boards: { edges: Array<{ node: { name: string } }> } } | null } };

export type PrivacySavePinMutationVariables = Exact<{
  input: SavePinInput;
}>;


export type PrivacySavePinMutation = { savePin:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationSavePinSuccess' }
   };

export type PrivacyFollowBoardMutationVariables = Exact<{
  id: string;
}>;


export type PrivacyFollowBoardMutation = { followBoard:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationFollowBoardSuccess' }
   };

export type PrivacyAb2QueryVariables = Exact<{
  a: string | number;
  b: string | number;
}>;


export type PrivacyAb2Query = { a:
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
   | null, b:
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
   | null };

export type PrivacyMatrixProductTagsQueryVariables = Exact<{
  id: string;
}>;


export type PrivacyMatrixProductTagsQuery = { pin: { productTags: Array<{ position: number, x: number | null, y: number | null, productPinId: string, pin: { entityId: string, title: string, description: string, link: string | null, imageSpec_236x: { url: string }, pinnedToBoard: { name: string } | null }, product: { price: string, currency: string } }> } | null };

export type PrivacyMatrixBoardQueryVariables = Exact<{
  id: string;
}>;


export type PrivacyMatrixBoardQuery = { board: { name: string, pinCount: number, sections: { edges: Array<{ node: { title: string } }> } } | null };

export type PrivacyMatrixCountsQueryVariables = Exact<{
  u: string;
}>;


export type PrivacyMatrixCountsQuery = { user: { pinCount: number, boardCount: number } | null };

export type CatalogCreateSourceMutationVariables = Exact<{
  input: CatalogDataSourceInput;
}>;


export type CatalogCreateSourceMutation = { createCatalogDataSource:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationCreateCatalogDataSourceSuccess', data: { entityId: string, name: string, kind: CatalogSourceKind } }
   };

export type CatalogUploadMutationVariables = Exact<{
  dataSourceId: string;
  fileName: string;
  csv: string;
}>;


export type CatalogUploadMutation = { uploadCatalogFile:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationUploadCatalogFileSuccess', data: { entityId: string, status: CatalogImportStatus } }
   };

export type CatalogFetchNowMutationVariables = Exact<{
  dataSourceId: string;
}>;


export type CatalogFetchNowMutation = { fetchCatalogDataSource:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationFetchCatalogDataSourceSuccess', data: { entityId: string, status: CatalogImportStatus } }
   };

export type CatalogOverviewQueryVariables = Exact<{
  advertiserId: string;
}>;


export type CatalogOverviewQuery = { productCatalog: { itemCount: number, dataSources: Array<{ entityId: string, name: string, itemCount: number, imports: Array<{ entityId: string, status: CatalogImportStatus, totalRows: number, processedRows: number, createdCount: number, updatedCount: number, failedCount: number, removedCount: number, error: string | null, rowErrors: Array<{ rowNumber: number, itemId: string | null, message: string }> }> }>, items: { edges: Array<{ node: { itemId: string, brand: string, productType: string, removed: boolean, pin: { entityId: string, title: string, link: string | null, pinnedToBoard: { name: string, privacy: BoardPrivacy } | null, product: { price: string, currency: string, availability: ProductAvailability, originalPrice: string | null } | null } } }> }, productGroups: Array<{ entityId: string, name: string, itemCount: number, summary: string }> } };

export type CatalogCreateGroupMutationVariables = Exact<{
  advertiserId: string;
  input: ProductGroupInput;
}>;


export type CatalogCreateGroupMutation = { createProductGroup:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationCreateProductGroupSuccess', data: { entityId: string, name: string, itemCount: number, items: { edges: Array<{ node: { itemId: string } }> } } }
   };

export type CatalogPreviewQueryVariables = Exact<{
  advertiserId: string;
  filters: ProductGroupFiltersInput;
}>;


export type CatalogPreviewQuery = { productCatalog: { productGroupPreview: { itemCount: number, items: Array<{ itemId: string }> } } };

export type CatalogQuickPromoteMutationVariables = Exact<{
  input: QuickPromoteInput;
}>;


export type CatalogQuickPromoteMutation = { quickPromote:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationQuickPromoteSuccess', data: { entityId: string, objectiveType: string } }
   };

export type CatalogCreateCampaignMutationVariables = Exact<{
  input: CreateCampaignInput;
}>;


export type CatalogCreateCampaignMutation = { createCampaign:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationCreateCampaignSuccess', data: { entityId: string, objectiveType: string, adGroups: { edges: Array<{ node: { ads: { edges: Array<{ node: { entityId: string, pin: { entityId: string } | null, productGroup: { entityId: string, name: string } | null } }> } } }> } } }
   };

export type CatalogClickMutationVariables = Exact<{
  pinId: string;
}>;


export type CatalogClickMutation = { recordPromotedPinClick: boolean };

export type CatalogPauseMutationVariables = Exact<{
  campaignId: string;
}>;


export type CatalogPauseMutation = { pauseCampaign:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationPauseCampaignSuccess' }
   };

export type CatalogSetDailyMutationVariables = Exact<{
  dataSourceId: string;
  fetchDaily: boolean;
}>;


export type CatalogSetDailyMutation = { setCatalogFetchDaily:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationSetCatalogFetchDailySuccess', data: { entityId: string, fetchDaily: boolean } }
   };

export type CatalogUpdateGroupMutationVariables = Exact<{
  productGroupId: string;
  input: ProductGroupInput;
}>;


export type CatalogUpdateGroupMutation = { updateProductGroup:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationUpdateProductGroupSuccess', data: { entityId: string, name: string, itemCount: number } }
   };

export type CatalogDeleteGroupMutationVariables = Exact<{
  productGroupId: string;
}>;


export type CatalogDeleteGroupMutation = { deleteProductGroup:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationDeleteProductGroupSuccess', data: { entityId: string } }
   };

export type CatalogConvertMutationVariables = Exact<{
  input: ConvertToBusinessInput;
}>;


export type CatalogConvertMutation = { convertToBusiness:
    | { __typename: 'DomainError' }
    | { __typename: 'MutationConvertToBusinessSuccess' }
   };

export type CatalogCreateLinkedMutationVariables = Exact<{
  input: CreateLinkedBusinessInput;
}>;


export type CatalogCreateLinkedMutation = { createLinkedBusiness:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationCreateLinkedBusinessSuccess', data: { id: string } }
   };

export type CatalogFeedQueryVariables = Exact<{
  first?: number | null | undefined;
}>;


export type CatalogFeedQuery = { homeFeed: { edges: Array<{ node: { entityId: string, isPromoted: boolean, promoter: string | null } }> } };

export type SearchProductPinsQueryVariables = Exact<{
  q: string;
  scope?: PinSearchScope | null | undefined;
  filters?: SearchFiltersInput | null | undefined;
}>;


export type SearchProductPinsQuery = { searchPins: { edges: Array<{ node: { title: string, product: { price: string, currency: string, onSale: boolean } | null } }> } };

export type ProductPinsCreatePinMutationVariables = Exact<{
  input: CreatePinInput;
}>;


export type ProductPinsCreatePinMutation = { createPin:
    | { __typename: 'DomainError', message: string, field: string | null }
    | { __typename: 'MutationCreatePinSuccess', data: { entityId: string, product: { price: string, currency: string, availability: ProductAvailability, originalPrice: string | null, onSale: boolean } | null } }
   };

export type ProductPinsUpdatePinMutationVariables = Exact<{
  pinId: string;
  product?: PinProductInput | null | undefined;
}>;


export type ProductPinsUpdatePinMutation = { updatePin:
    | { __typename: 'DomainError', message: string, field: string | null }
    | { __typename: 'MutationUpdatePinSuccess', data: { product: { price: string, currency: string, availability: ProductAvailability, originalPrice: string | null, onSale: boolean } | null } }
   };

export type ProductPinsSaveMutationVariables = Exact<{
  input: SavePinInput;
}>;


export type ProductPinsSaveMutation = { savePin:
    | { __typename: 'DomainError' }
    | { __typename: 'MutationSavePinSuccess', data: { product: { price: string, currency: string } | null } }
   };

export type ProductPinsPageProductQueryVariables = Exact<{
  url: string;
}>;


export type ProductPinsPageProductQuery = { pageProduct: { price: string, currency: string, availability: ProductAvailability, originalPrice: string | null } | null };

export type ProductTagsCreateMutationVariables = Exact<{
  input: CreatePinInput;
}>;


export type ProductTagsCreateMutation = { createPin:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationCreatePinSuccess', data: { entityId: string, productTags: Array<{ position: number, x: number | null, y: number | null, pin: { entityId: string } }> } }
   };

export type ProductTagsUpdateMutationVariables = Exact<{
  input: UpdatePinInput;
}>;


export type ProductTagsUpdateMutation = { updatePin:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationUpdatePinSuccess', data: { entityId: string, title: string, canTagProducts: boolean, productTags: Array<{ pin: { entityId: string } }> } }
   };

export type ProductTagsPinQueryVariables = Exact<{
  id: string;
}>;


export type ProductTagsPinQuery = { pin: { canTagProducts: boolean, productTags: Array<{ position: number, x: number | null, y: number | null, pin: { entityId: string, title: string, link: string | null, offsiteUrl: string | null, imageSpec_236x: { url: string } }, product: { price: string, currency: string, availability: ProductAvailability, originalPrice: string | null, onSale: boolean } }> } | null };

export type ProductTagsBoardQueryVariables = Exact<{
  id: string;
  first: number;
}>;


export type ProductTagsBoardQuery = { board: { pins: { edges: Array<{ node: { entityId: string, productTags: Array<{ pin: { entityId: string, title: string, imageSpec_236x: { url: string } }, product: { price: string } }> } }> } } | null };

export type ProductTagsCatalogQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type ProductTagsCatalogQuery = { taggableProducts: Array<{ entityId: string, title: string, product: { price: string } | null }> };

export type ProductTagsLinkedMutationVariables = Exact<{
  input: CreateLinkedBusinessInput;
}>;


export type ProductTagsLinkedMutation = { createLinkedBusiness:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationCreateLinkedBusinessSuccess', data: { id: string, user: { username: string } } }
   };

export type ProductTagsConvertMutationVariables = Exact<{
  input: ConvertToBusinessInput;
}>;


export type ProductTagsConvertMutation = { convertToBusiness:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationConvertToBusinessSuccess' }
   };

export type PromoteConvertMutationVariables = Exact<{
  input: ConvertToBusinessInput;
}>;


export type PromoteConvertMutation = { convertToBusiness:
    | { __typename: 'DomainError' }
    | { __typename: 'MutationConvertToBusinessSuccess' }
   };

export type PromoteBusinessMutationVariables = Exact<{
  input: AdvertiserBusinessInfoInput;
}>;


export type PromoteBusinessMutation = { saveAdvertiserBusinessInfo:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationSaveAdvertiserBusinessInfoSuccess', data: { entityId: string, name: string, country: string, currency: string, quickPromoteDefaults: { budget: number, durationDays: number, minimumBudget: number } } }
   };

export type PromoteBillingMutationVariables = Exact<{
  input: AdvertiserBillingInput;
}>;


export type PromoteBillingMutation = { saveAdvertiserBilling:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationSaveAdvertiserBillingSuccess', data: { entityId: string, billing: { contactName: string, email: string, paymentMethod: string } | null } }
   };

export type PromoteCampaignFieldsFragment = { entityId: string, name: string, status: CampaignStatus, dailyBudget: number | null, dailyBudgetInMicroCurrency: string | null, currency: string, durationDays: number | null, isOngoing: boolean, inclusiveEndDate: string | null, autoTargeting: boolean, startsAt: string, endsAt: string | null, impressions: number, clicks: number, targeting: { ages: Array<string>, genders: Array<string>, interests: Array<string>, country: Array<string> }, pin: { entityId: string } | null };

export type PromoteQuickPromoteMutationVariables = Exact<{
  input: QuickPromoteInput;
}>;


export type PromoteQuickPromoteMutation = { quickPromote:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationQuickPromoteSuccess', data: { entityId: string, name: string, status: CampaignStatus, dailyBudget: number | null, dailyBudgetInMicroCurrency: string | null, currency: string, durationDays: number | null, isOngoing: boolean, inclusiveEndDate: string | null, autoTargeting: boolean, startsAt: string, endsAt: string | null, impressions: number, clicks: number, targeting: { ages: Array<string>, genders: Array<string>, interests: Array<string>, country: Array<string> }, pin: { entityId: string } | null } }
   };

export type PromoteEligibleQueryVariables = Exact<{ [key: string]: never; }>;


export type PromoteEligibleQuery = { viewer: { quickPromoteEligible: boolean, quickPromoteIneligibleReason: QuickPromoteIneligibleReason | null } };

export type PromotePromotableQueryVariables = Exact<{
  id: string;
}>;


export type PromotePromotableQuery = { pin: { promotable: boolean } | null };

export type PromotePauseCampaignMutationVariables = Exact<{
  id: string;
}>;


export type PromotePauseCampaignMutation = { pauseCampaign:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationPauseCampaignSuccess' }
   };

export type PromoteNodeQueryVariables = Exact<{
  id: string | number;
}>;


export type PromoteNodeQuery = { node:
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
   | null };

export type PromotePauseCampaignStatusMutationVariables = Exact<{
  id: string;
}>;


export type PromotePauseCampaignStatusMutation = { pauseCampaign:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationPauseCampaignSuccess', data: { status: CampaignStatus } }
   };

export type PromoteResumeCampaignStatusMutationVariables = Exact<{
  id: string;
}>;


export type PromoteResumeCampaignStatusMutation = { resumeCampaign:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationResumeCampaignSuccess', data: { status: CampaignStatus } }
   };

export type PromoteListQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type PromoteListQuery = { viewer: { advertiser: { entityId: string, campaigns: { edges: Array<{ node: { entityId: string } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } } | null } };

export type PromoteFeedQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type PromoteFeedQuery = { homeFeed: { edges: Array<{ cursor: string, node: { entityId: string, isPromoted: boolean, promoter: string | null } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type PromoteBlockUserMutationVariables = Exact<{
  id: string;
}>;


export type PromoteBlockUserMutation = { blockUser:
    | { __typename: 'DomainError' }
    | { __typename: 'MutationBlockUserSuccess' }
   };

export type PromoteClickMutationVariables = Exact<{
  id: string;
}>;


export type PromoteClickMutation = { recordPromotedPinClick: boolean };

export type PromotePinQueryVariables = Exact<{
  id: string;
}>;


export type PromotePinQuery = { pin: { offsiteUrl: string | null } | null };

export type PromoteViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type PromoteViewerQuery = { viewer: { advertiser: { campaigns: { edges: Array<{ node: { entityId: string, clicks: number } }> } } | null } };

export type PromoteCreateLinkedMutationVariables = Exact<{
  input: CreateLinkedBusinessInput;
}>;


export type PromoteCreateLinkedMutation = { createLinkedBusiness:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationCreateLinkedBusinessSuccess', data: { id: string } }
   };

export type PromoteSellerQueryVariables = Exact<{ [key: string]: never; }>;


export type PromoteSellerQuery = { viewer: { username: string | null, fullName: string | null, imageMediumUrl: string | null, isPartner: boolean, merchantId: string | null, scheduledPinCount: number, eligibleForStlTool: boolean, advertiser: { entityId: string, merchantId: string } | null, businessAccessProfiles: Array<{ id: string, merchantId: string | null, scheduledPinCount: number, eligibleForStlTool: boolean, user: { username: string } }> } };

export type PromoteAnswerQueryVariables = Exact<{
  id: string;
}>;


export type PromoteAnswerQuery = { viewer: { advertiser: { campaign: { quickPromoteAnswer: number, quickPromoteAnswerNote: string | null } | null } | null } };

export type SavePinMutationVariables = Exact<{
  input: SavePinInput;
}>;


export type SavePinMutation = { savePin:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationSavePinSuccess', data: { entityId: string, title: string, image: { signature: string }, repinnedFrom: { entityId: string } | null, section: { entityId: string, pinCount: number } | null, pinnedToBoard: { entityId: string, pinCount: number, imageCoverUrl: string | null } | null } }
   };

export type SavesCreatePinMutationVariables = Exact<{
  input: CreatePinInput;
}>;


export type SavesCreatePinMutation = { createPin:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationCreatePinSuccess', data: { entityId: string, title: string, link: string | null, pinnedToBoard: { pinCount: number } | null } }
   };

export type SavesPickerQueryVariables = Exact<{ [key: string]: never; }>;


export type SavesPickerQuery = { boardPicker: { allBoards: Array<{ entityId: string, name: string }>, boardsShortlist: Array<{ entityId: string, name: string }> } };

export type SavesArchiveBoardMutationVariables = Exact<{
  id: string;
}>;


export type SavesArchiveBoardMutation = { archiveBoard:
    | { __typename: 'DomainError' }
    | { __typename: 'MutationArchiveBoardSuccess' }
   };

export type SavesAlreadySavedToQueryVariables = Exact<{
  id: string;
}>;


export type SavesAlreadySavedToQuery = { pin: { alreadySavedTo: { name: string } | null } | null };

export type SavesUpdateUserSettingsMutationVariables = Exact<{
  input: UpdateUserSettingsInput;
}>;


export type SavesUpdateUserSettingsMutation = { updateUserSettings:
    | { __typename: 'DomainError' }
    | { __typename: 'MutationUpdateUserSettingsSuccess' }
   };

export type SavesTwoPinsQueryVariables = Exact<{
  a: string;
  b: string;
}>;


export type SavesTwoPinsQuery = { a: { linkDomainOfficialUser: { username: string } | null } | null, b: { linkDomainOfficialUser: { username: string } | null } | null };

export type ScheduledPinsScheduleMutationVariables = Exact<{
  input: SchedulePinInput;
}>;


export type ScheduledPinsScheduleMutation = { schedulePin:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationSchedulePinSuccess', data: { id: string, publishAt: string, title: string, board: { entityId: string } | null, section: { title: string } | null, imageSpec_236x: { url: string } } }
   };

export type ScheduledPinsListQueryVariables = Exact<{ [key: string]: never; }>;


export type ScheduledPinsListQuery = { scheduledPins: Array<{ id: string, title: string, publishAt: string }>, viewer: { scheduledPinCount: number } };

export type ScheduledPinsCancelMutationVariables = Exact<{
  id: string;
}>;


export type ScheduledPinsCancelMutation = { cancelScheduledPin:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationCancelScheduledPinSuccess', data: string }
   };

export type ScheduledPinsBoardQueryVariables = Exact<{
  id: string;
}>;


export type ScheduledPinsBoardQuery = { board: { pinCount: number, pins: { edges: Array<{ node: { title: string, description: string } }> } } | null };

export type SearchSearchPinsQueryVariables = Exact<{
  q: string;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type SearchSearchPinsQuery = { searchPins: { edges: Array<{ cursor: string, node: { entityId: string, title: string } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type SearchSearchBoardsQueryVariables = Exact<{
  q: string;
}>;


export type SearchSearchBoardsQuery = { searchBoards: { edges: Array<{ node: { name: string } }> } };

export type SearchSearchUsersQueryVariables = Exact<{
  q: string;
}>;


export type SearchSearchUsersQuery = { searchUsers: { edges: Array<{ node: { fullName: string } }> } };

export type SearchTypeaheadQueryVariables = Exact<{
  term: string;
  scope?: SearchScope | null | undefined;
  count?: number | null | undefined;
}>;


export type SearchTypeaheadQuery = { typeahead: { hint: string | null, items: Array<{ kind: TypeaheadItemKind, query: string | null, user: { fullName: string } | null }> } };

export type SearchFiltersPinsQueryVariables = Exact<{
  q: string;
  scope?: PinSearchScope | null | undefined;
  filters?: SearchFiltersInput | null | undefined;
}>;


export type SearchFiltersPinsQuery = { searchPins: { edges: Array<{ node: { title: string } }> } };

export type SearchFiltersOwnBoardsQueryVariables = Exact<{
  q: string;
}>;


export type SearchFiltersOwnBoardsQuery = { searchBoards: { edges: Array<{ node: { name: string } }> } };

export type SpellingSearchPinsQueryVariables = Exact<{
  q: string;
  scope?: PinSearchScope | null | undefined;
  autoCorrectionDisabled?: boolean | null | undefined;
}>;


export type SpellingSearchPinsQuery = { searchPins: { correctedQuery: string | null, edges: Array<{ node: { title: string } }> } };

export type SessionsListQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionsListQuery = { sessions: Array<{ id: string, createdAt: string, device: string, loginMethod: number, loginMethodLabel: string, current: boolean }> };

export type SessionsEndMutationVariables = Exact<{
  id: string;
}>;


export type SessionsEndMutation = { endSession:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationEndSessionSuccess', data: string }
   };

export type SessionsEndOthersMutationVariables = Exact<{ [key: string]: never; }>;


export type SessionsEndOthersMutation = { endOtherSessions:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationEndOtherSessionsSuccess', data: number }
   };

export type SessionsLogInMutationVariables = Exact<{
  input: LogInInput;
}>;


export type SessionsLogInMutation = { logIn:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'LogInMfaRequired' }
    | { __typename: 'MutationLogInSuccess' }
   };

export type SessionsWhoQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionsWhoQuery = { viewer: { isAuth: boolean } };

export type SocialFollowUserMutationVariables = Exact<{
  id: string;
}>;


export type SocialFollowUserMutation = { followUser:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationFollowUserSuccess', data: { followerCount: number, followedByMe: boolean } }
   };

export type SocialUnfollowUserMutationVariables = Exact<{
  id: string;
}>;


export type SocialUnfollowUserMutation = { unfollowUser:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationUnfollowUserSuccess', data: { followerCount: number, followedByMe: boolean } }
   };

export type SocialFollowBoardMutationVariables = Exact<{
  id: string;
}>;


export type SocialFollowBoardMutation = { followBoard:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationFollowBoardSuccess', data: { followerCount: number, followedByMe: boolean } }
   };

export type SocialBlockMutationVariables = Exact<{
  id: string;
}>;


export type SocialBlockMutation = { blockUser:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationBlockUserSuccess', data: { blockedByMe: boolean } }
   };

export type SocialFollowingFeedQueryVariables = Exact<{ [key: string]: never; }>;


export type SocialFollowingFeedQuery = { followingFeed: { edges: Array<{ node: { entityId: string } }> } };

export type SocialHomeFeedQueryVariables = Exact<{ [key: string]: never; }>;


export type SocialHomeFeedQuery = { homeFeed: { edges: Array<{ node: { entityId: string } }> } };

export type SocialLoginViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type SocialLoginViewerQuery = { viewer: { isAuth: boolean, username: string | null, hasPassword: boolean, isSingleLogin: boolean, socialNetwork: { facebook: boolean, google: boolean, line: boolean, sso: boolean } | null, socialLogins: Array<{ provider: SocialLoginProvider, email: string | null }> } };

export type SocialLoginCompleteSocialSignupMutationVariables = Exact<{
  input: CompleteSocialSignupInput;
}>;


export type SocialLoginCompleteSocialSignupMutation = { completeSocialSignup:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationCompleteSocialSignupSuccess', data: { username: string, email: string | null } }
   };

export type SocialLoginPendingSocialSignupQueryVariables = Exact<{ [key: string]: never; }>;


export type SocialLoginPendingSocialSignupQuery = { pendingSocialSignup: { provider: SocialLoginProvider, email: string | null, emailVerified: boolean, fullName: string } | null };

export type SocialLoginVerifyEmailMutationVariables = Exact<{
  token: string;
}>;


export type SocialLoginVerifyEmailMutation = { verifyEmail:
    | { __typename: 'DomainError' }
    | { __typename: 'MutationVerifyEmailSuccess' }
   };

export type SocialLoginEmailSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type SocialLoginEmailSettingsQuery = { emailSettings: { verified: boolean } | null };

export type SocialLoginSessionsQueryVariables = Exact<{ [key: string]: never; }>;


export type SocialLoginSessionsQuery = { sessions: Array<{ current: boolean, loginMethod: number, loginMethodLabel: string }> };

export type SocialLoginSocialLoginProvidersQueryVariables = Exact<{ [key: string]: never; }>;


export type SocialLoginSocialLoginProvidersQuery = { socialLoginProviders: Array<{ provider: SocialLoginProvider, label: string, loginMethod: number }> };

export type SocialLoginStartMfaEnrollmentMutationVariables = Exact<{ [key: string]: never; }>;


export type SocialLoginStartMfaEnrollmentMutation = { startMfaEnrollment:
    | { __typename: 'DomainError' }
    | { __typename: 'MutationStartMfaEnrollmentSuccess', data: { secret: string } }
   };

export type SocialLoginConfirmMfaEnrollmentMutationVariables = Exact<{
  input: ConfirmMfaEnrollmentInput;
}>;


export type SocialLoginConfirmMfaEnrollmentMutation = { confirmMfaEnrollment:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationConfirmMfaEnrollmentSuccess' }
   };

export type SocialLoginVerifyLoginCodeMutationVariables = Exact<{
  input: VerifyLoginCodeInput;
}>;


export type SocialLoginVerifyLoginCodeMutation = { verifyLoginCode:
    | { __typename: 'DomainError' }
    | { __typename: 'MutationVerifyLoginCodeSuccess' }
   };

export type SocialLoginDisconnectSocialLoginMutationVariables = Exact<{
  provider: SocialLoginProvider;
}>;


export type SocialLoginDisconnectSocialLoginMutation = { disconnectSocialLogin:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationDisconnectSocialLoginSuccess', data: { hasPassword: boolean, isSingleLogin: boolean } }
   };

export type SocialLoginRequestPasswordResetMutationVariables = Exact<{
  email: string;
}>;


export type SocialLoginRequestPasswordResetMutation = { requestPasswordReset:
    | { __typename: 'DomainError' }
    | { __typename: 'MutationRequestPasswordResetSuccess' }
   };

export type SocialLoginResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type SocialLoginResetPasswordMutation = { resetPassword:
    | { __typename: 'DomainError' }
    | { __typename: 'LogInMfaRequired' }
    | { __typename: 'MutationResetPasswordSuccess' }
   };

export type SocialLoginV3SessionsQueryVariables = Exact<{ [key: string]: never; }>;


export type SocialLoginV3SessionsQuery = { sessions: Array<{ current: boolean, loginMethod: number }> };

export type SocialLoginOneTapSessionsQueryVariables = Exact<{ [key: string]: never; }>;


export type SocialLoginOneTapSessionsQuery = { sessions: Array<{ current: boolean, loginMethod: number }> };

export type SocialLoginOneTapWelcomeQueryVariables = Exact<{ [key: string]: never; }>;


export type SocialLoginOneTapWelcomeQuery = { viewer: { isAuth: boolean, welcomePending: boolean } };

export type SocialLoginOneTapProvidersQueryVariables = Exact<{ [key: string]: never; }>;


export type SocialLoginOneTapProvidersQuery = { socialLoginProviders: Array<{ provider: SocialLoginProvider, oneTapClientId: string | null }> };

export type TextInputUpdatePinDescriptionMutationVariables = Exact<{
  input: UpdatePinInput;
}>;


export type TextInputUpdatePinDescriptionMutation = { updatePin:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationUpdatePinSuccess', data: { description: string } }
   };

export type TextInputUpdatePinMutationVariables = Exact<{
  input: UpdatePinInput;
}>;


export type TextInputUpdatePinMutation = { updatePin:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationUpdatePinSuccess' }
   };

export type TextInputSettingsMutationVariables = Exact<{
  input: UpdateUserSettingsInput;
}>;


export type TextInputSettingsMutation = { updateUserSettings:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationUpdateUserSettingsSuccess' }
   };

export type TextInputBoardQueryVariables = Exact<{
  slug: string;
  username: string;
}>;


export type TextInputBoardQuery = { board: { id: string } | null };

export type TextInputNodeQueryVariables = Exact<{
  id: string | number;
}>;


export type TextInputNodeQuery = { node:
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
   | null };

export type TextInputNodesQueryVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type TextInputNodesQuery = { nodes: Array<
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
   | null> };

export type TextInputUploadStatusQueryVariables = Exact<{
  ids: Array<string> | string;
}>;


export type TextInputUploadStatusQuery = { uploadStatus: Array<{ status: UploadStatusValue }> };

export type TextInputResultMutationVariables = Exact<{
  input: CreatePinInput;
}>;


export type TextInputResultMutation = { result:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationCreatePinSuccess' }
   };

export type TextInputResult2MutationVariables = Exact<{
  b: string;
}>;


export type TextInputResult2Mutation = { result:
    | { __typename: 'DomainError' }
    | { __typename: 'MutationRemoveCollaboratorSuccess' }
   };

export type TwoProcessesViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type TwoProcessesViewerQuery = { viewer: { isAuth: boolean, user: { username: string } | null } };

export type TwoProcessesBoardQueryVariables = Exact<{
  id?: string | null | undefined;
}>;


export type TwoProcessesBoardQuery = { board: { name: string } | null };

export type TwoProcessesRenameMutationVariables = Exact<{
  input: UpdateBoardInput;
}>;


export type TwoProcessesRenameMutation = { updateBoard:
    | { __typename: 'DomainError' }
    | { __typename: 'MutationUpdateBoardSuccess' }
   };

export type TypeaheadRefreshSuggestionsQueryVariables = Exact<{
  term: string;
}>;


export type TypeaheadRefreshSuggestionsQuery = { typeahead: { items: Array<{ kind: TypeaheadItemKind, query: string | null }> } };

export type VideoPlaybackAutoplayQueryVariables = Exact<{ [key: string]: never; }>;


export type VideoPlaybackAutoplayQuery = { viewer: { autoplayVideos: boolean }, userSettings: { autoplayVideos: boolean } };

export type VideoPlaybackSetAutoplayMutationVariables = Exact<{
  on: boolean;
}>;


export type VideoPlaybackSetAutoplayMutation = { updateUserSettings:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationUpdateUserSettingsSuccess', data: { autoplayVideos: boolean, listedWebsiteUrl: string | null } }
   };

export type VideoPlaybackWebsiteMutationVariables = Exact<{ [key: string]: never; }>;


export type VideoPlaybackWebsiteMutation = { updateUserSettings:
    | { __typename: 'DomainError' }
    | { __typename: 'MutationUpdateUserSettingsSuccess' }
   };

export type VideoPlaybackVisitorQueryVariables = Exact<{ [key: string]: never; }>;


export type VideoPlaybackVisitorQuery = { viewer: { autoplayVideos: boolean } };

export type VideoPlaybackBusinessMutationVariables = Exact<{
  input: AdvertiserBusinessInfoInput;
}>;


export type VideoPlaybackBusinessMutation = { saveAdvertiserBusinessInfo:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationSaveAdvertiserBusinessInfoSuccess', data: { entityId: string } }
   };

export type VideoPlaybackBillingMutationVariables = Exact<{
  input: AdvertiserBillingInput;
}>;


export type VideoPlaybackBillingMutation = { saveAdvertiserBilling:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationSaveAdvertiserBillingSuccess' }
   };

export type VideoPlaybackWatchMutationVariables = Exact<{
  pinId: string;
  ms: number;
}>;


export type VideoPlaybackWatchMutation = { recordPromotedVideoWatch: boolean };

export type VideoPlaybackCampaignsQueryVariables = Exact<{ [key: string]: never; }>;


export type VideoPlaybackCampaignsQuery = { viewer: { advertiser: { campaigns: { edges: Array<{ node: { entityId: string, videoWatchSeconds: number } }> } } | null } };

export type VisualTrackEventMutationVariables = Exact<{
  input: TrackEventInput;
}>;


export type VisualTrackEventMutation = { trackEvent:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, field: string | null }
    | { __typename: 'MutationTrackEventSuccess', data: boolean }
   };

export type VisualPageSpeedQueryVariables = Exact<{ [key: string]: never; }>;


export type VisualPageSpeedQuery = { adminPageSpeed: Array<{ pageKind: string, medianMs: number | null, completed: number, timedOut: number }> };

export type SupportAdvertiserBusinessMutationVariables = Exact<{
  input: AdvertiserBusinessInfoInput;
}>;


export type SupportAdvertiserBusinessMutation = { saveAdvertiserBusinessInfo:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationSaveAdvertiserBusinessInfoSuccess', data: { entityId: string } }
   };

export type SupportAdvertiserBillingMutationVariables = Exact<{
  input: AdvertiserBillingInput;
}>;


export type SupportAdvertiserBillingMutation = { saveAdvertiserBilling:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationSaveAdvertiserBillingSuccess', data: { entityId: string } }
   };

export type SupportQuickPromoteMutationVariables = Exact<{
  input: QuickPromoteInput;
}>;


export type SupportQuickPromoteMutation = { quickPromote:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationQuickPromoteSuccess', data: { entityId: string } }
   };

export type DataExportStartMutationVariables = Exact<{ [key: string]: never; }>;


export type DataExportStartMutation = { startDataExport:
    | { __typename: 'DomainError' }
    | { __typename: 'MutationStartDataExportSuccess', data: { id: string, status: string, done: number, total: number, downloadUrl: string | null } }
   };

export type DataExportListQueryVariables = Exact<{ [key: string]: never; }>;


export type DataExportListQuery = { dataExports: Array<{ id: string, status: string, done: number, total: number, downloadUrl: string | null, expiresAt: string | null, byteSize: number | null }> };

export type DataImportListQueryVariables = Exact<{ [key: string]: never; }>;


export type DataImportListQuery = { dataImports: Array<{ id: string, kind: string, status: string, done: number, total: number, createdCount: number, skippedCount: number, problems: Array<{ item: string, reason: string }> }> };

export type DomainErrorFieldsFragment = { code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null };

export type SignUpMutationVariables = Exact<{
  input: SignUpInput;
}>;


export type SignUpMutation = { signUp:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationSignUpSuccess', data: { id: string, entityId: string, username: string, email: string | null, fullName: string } }
   };

export type CreateBoardMutationVariables = Exact<{
  input: CreateBoardInput;
}>;


export type CreateBoardMutation = { createBoard:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationCreateBoardSuccess', data: { id: string, entityId: string, name: string, slug: string, privacy: BoardPrivacy } }
   };

export type CreateSectionMutationVariables = Exact<{
  input: CreateSectionInput;
}>;


export type CreateSectionMutation = { createSection:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationCreateSectionSuccess', data: { id: string, entityId: string, title: string, slug: string } }
   };

export type PrivacyMatrixUpdateBoardMutationVariables = Exact<{
  input: UpdateBoardInput;
}>;


export type PrivacyMatrixUpdateBoardMutation = { updateBoard:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationUpdateBoardSuccess', data: { id: string } }
   };

export type PrivacyMatrixMovePinsMutationVariables = Exact<{
  input: MovePinsInput;
}>;


export type PrivacyMatrixMovePinsMutation = { movePins:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationMovePinsSuccess', data: { __typename: 'MovedPins' } }
   };

export type PrivacyMatrixInviteMutationVariables = Exact<{
  boardId: string;
  userIds?: Array<string> | string | null | undefined;
  emails?: Array<string> | string | null | undefined;
}>;


export type PrivacyMatrixInviteMutation = { inviteCollaborators:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationInviteCollaboratorsSuccess', data: Array<{ entityId: string }> }
   };

export type PrivacyMatrixAcceptInviteMutationVariables = Exact<{
  id: string;
}>;


export type PrivacyMatrixAcceptInviteMutation = { respondToBoardInvite:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationRespondToBoardInviteSuccess', data: { status: BoardInviteStatus } }
   };

export type PrivacyMatrixFollowUserMutationVariables = Exact<{
  id: string;
}>;


export type PrivacyMatrixFollowUserMutation = { followUser:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationFollowUserSuccess', data: { id: string } }
   };

export type PrivacyMatrixBlockUserMutationVariables = Exact<{
  id: string;
}>;


export type PrivacyMatrixBlockUserMutation = { blockUser:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationBlockUserSuccess', data: { id: string } }
   };

export type PrivacyMatrixConvertToBusinessMutationVariables = Exact<{
  input: ConvertToBusinessInput;
}>;


export type PrivacyMatrixConvertToBusinessMutation = { convertToBusiness:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationConvertToBusinessSuccess', data: { id: string } }
   };

export type PrivacyMatrixCreateLinkedBusinessMutationVariables = Exact<{
  input: CreateLinkedBusinessInput;
}>;


export type PrivacyMatrixCreateLinkedBusinessMutation = { createLinkedBusiness:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationCreateLinkedBusinessSuccess', data: { id: string, user: { username: string } } }
   };

export type PrivacyMatrixGrantBusinessAccessMutationVariables = Exact<{
  login: string;
}>;


export type PrivacyMatrixGrantBusinessAccessMutation = { grantBusinessAccess:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationGrantBusinessAccessSuccess', data: { __typename: 'BusinessMember' } }
   };

export type PrivacyMatrixMyBoardInvitesQueryVariables = Exact<{ [key: string]: never; }>;


export type PrivacyMatrixMyBoardInvitesQuery = { myBoardInvites: Array<{ entityId: string }> };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const AdsCampaignFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdsCampaignFields on Campaign {
  entityId
  name
  status
  objectiveType
  budgetType
  budgetMinor
  spend
  startsAt
  endsAt
  adGroups(first: 10) {
    edges {
      node {
        entityId
        name
        status
        bidMinor
        budgetType
        budgetMinor
        targeting {
          country
          interests
        }
        impressions
        ads(first: 10) {
          edges {
            node {
              entityId
              name
              status
              pin {
                entityId
              }
              destinationUrl
              impressions
            }
          }
        }
      }
    }
  }
}
    `, {"fragmentName":"AdsCampaignFields"}) as unknown as TypedDocumentString<AdsCampaignFieldsFragment, unknown>;
export const PromoteCampaignFieldsFragmentDoc = new TypedDocumentString(`
    fragment PromoteCampaignFields on Campaign {
  entityId
  name
  status
  dailyBudget
  dailyBudgetInMicroCurrency
  currency
  durationDays
  isOngoing
  inclusiveEndDate
  autoTargeting
  targeting {
    ages
    genders
    interests
    country
  }
  startsAt
  endsAt
  impressions
  clicks
  pin {
    entityId
  }
}
    `, {"fragmentName":"PromoteCampaignFields"}) as unknown as TypedDocumentString<PromoteCampaignFieldsFragment, unknown>;
export const DomainErrorFieldsFragmentDoc = new TypedDocumentString(`
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}
    `, {"fragmentName":"DomainErrorFields"}) as unknown as TypedDocumentString<DomainErrorFieldsFragment, unknown>;
export const AccountSwitchingViewerDocument = new TypedDocumentString(`
    query AccountSwitchingViewer {
  viewer {
    isAuth
    id
    otherAccounts {
      entityId
      username
      fullName
    }
  }
}
    `) as unknown as TypedDocumentString<AccountSwitchingViewerQuery, AccountSwitchingViewerQueryVariables>;
export const AccountSwitchingLogInDocument = new TypedDocumentString(`
    mutation AccountSwitchingLogIn($input: LogInInput!) {
  logIn(input: $input) {
    __typename
    ...DomainErrorFields
    ... on MutationLogInSuccess {
      data {
        entityId
      }
    }
    ... on LogInMfaRequired {
      ticket
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<AccountSwitchingLogInMutation, AccountSwitchingLogInMutationVariables>;
export const AccountSwitchingSwitchAccountDocument = new TypedDocumentString(`
    mutation AccountSwitchingSwitchAccount($userId: String!) {
  switchAccount(userId: $userId) {
    __typename
    ...DomainErrorFields
    ... on MutationSwitchAccountSuccess {
      data {
        entityId
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<AccountSwitchingSwitchAccountMutation, AccountSwitchingSwitchAccountMutationVariables>;
export const AccountSwitchingLogOutDocument = new TypedDocumentString(`
    mutation AccountSwitchingLogOut {
  logOut
}
    `) as unknown as TypedDocumentString<AccountSwitchingLogOutMutation, AccountSwitchingLogOutMutationVariables>;
export const AccountSwitchingStartMfaEnrollmentDocument = new TypedDocumentString(`
    mutation AccountSwitchingStartMfaEnrollment {
  startMfaEnrollment {
    ... on MutationStartMfaEnrollmentSuccess {
      data {
        secret
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AccountSwitchingStartMfaEnrollmentMutation, AccountSwitchingStartMfaEnrollmentMutationVariables>;
export const AccountSwitchingConfirmMfaEnrollmentDocument = new TypedDocumentString(`
    mutation AccountSwitchingConfirmMfaEnrollment($input: ConfirmMfaEnrollmentInput!) {
  confirmMfaEnrollment(input: $input) {
    __typename
  }
}
    `) as unknown as TypedDocumentString<AccountSwitchingConfirmMfaEnrollmentMutation, AccountSwitchingConfirmMfaEnrollmentMutationVariables>;
export const AccountSwitchingVerifyLoginCodeDocument = new TypedDocumentString(`
    mutation AccountSwitchingVerifyLoginCode($input: VerifyLoginCodeInput!) {
  verifyLoginCode(input: $input) {
    __typename
  }
}
    `) as unknown as TypedDocumentString<AccountSwitchingVerifyLoginCodeMutation, AccountSwitchingVerifyLoginCodeMutationVariables>;
export const AccountsViewerDocument = new TypedDocumentString(`
    query AccountsViewer {
  viewer {
    isAuth
    id
    username
    fullName
    user {
      entityId
      email
    }
  }
}
    `) as unknown as TypedDocumentString<AccountsViewerQuery, AccountsViewerQueryVariables>;
export const LogInDocument = new TypedDocumentString(`
    mutation LogIn($input: LogInInput!) {
  logIn(input: $input) {
    __typename
    ... on DomainError {
      code
      message
      messageDetail
      field
    }
    ... on MutationLogInSuccess {
      data {
        entityId
        username
      }
    }
  }
}
    `) as unknown as TypedDocumentString<LogInMutation, LogInMutationVariables>;
export const AccountsUserDocument = new TypedDocumentString(`
    query AccountsUser($u: String!) {
  user(username: $u) {
    entityId
    fullName
    email
  }
}
    `) as unknown as TypedDocumentString<AccountsUserQuery, AccountsUserQueryVariables>;
export const AccountsLogOutDocument = new TypedDocumentString(`
    mutation AccountsLogOut {
  logOut
}
    `) as unknown as TypedDocumentString<AccountsLogOutMutation, AccountsLogOutMutationVariables>;
export const ActingConvertDocument = new TypedDocumentString(`
    mutation ActingConvert($input: ConvertToBusinessInput!) {
  convertToBusiness(input: $input) {
    __typename
  }
}
    `) as unknown as TypedDocumentString<ActingConvertMutation, ActingConvertMutationVariables>;
export const ActingCreateLinkedDocument = new TypedDocumentString(`
    mutation ActingCreateLinked($input: CreateLinkedBusinessInput!) {
  createLinkedBusiness(input: $input) {
    __typename
    ...DomainErrorFields
    ... on MutationCreateLinkedBusinessSuccess {
      data {
        id
        user {
          username
        }
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<ActingCreateLinkedMutation, ActingCreateLinkedMutationVariables>;
export const ActingUpdateBoardDocument = new TypedDocumentString(`
    mutation ActingUpdateBoard($input: UpdateBoardInput!) {
  updateBoard(input: $input) {
    __typename
    ...DomainErrorFields
    ... on MutationUpdateBoardSuccess {
      data {
        privacy
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<ActingUpdateBoardMutation, ActingUpdateBoardMutationVariables>;
export const ActingInviteDocument = new TypedDocumentString(`
    mutation ActingInvite($boardId: String!, $userIds: [String!], $emails: [String!]) {
  inviteCollaborators(boardId: $boardId, userIds: $userIds, emails: $emails) {
    __typename
    ...DomainErrorFields
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<ActingInviteMutation, ActingInviteMutationVariables>;
export const AdDeliveryFeedDocument = new TypedDocumentString(`
    query AdDeliveryFeed($first: Int) {
  homeFeed(first: $first) {
    edges {
      cursor
      node {
        entityId
        isPromoted
        promoter
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AdDeliveryFeedQuery, AdDeliveryFeedQueryVariables>;
export const ReportsCreateCampaignDocument = new TypedDocumentString(`
    mutation ReportsCreateCampaign($input: CreateCampaignInput!) {
  createCampaign(input: $input) {
    __typename
    ...DomainErrorFields
    ... on MutationCreateCampaignSuccess {
      data {
        entityId
        adGroups(first: 5) {
          edges {
            node {
              entityId
              ads(first: 5) {
                edges {
                  node {
                    entityId
                  }
                }
              }
            }
          }
        }
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<ReportsCreateCampaignMutation, ReportsCreateCampaignMutationVariables>;
export const ReportsClickDocument = new TypedDocumentString(`
    mutation ReportsClick($id: String!) {
  recordPromotedPinClick(pinId: $id)
}
    `) as unknown as TypedDocumentString<ReportsClickMutation, ReportsClickMutationVariables>;
export const ReportsSaveDocument = new TypedDocumentString(`
    mutation ReportsSave($input: SavePinInput!) {
  savePin(input: $input) {
    __typename
    ...DomainErrorFields
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<ReportsSaveMutation, ReportsSaveMutationVariables>;
export const ReportsTotalsDocument = new TypedDocumentString(`
    query ReportsTotals($id: String!) {
  viewer {
    advertiser {
      campaign(entityId: $id) {
        impressions
        clicks
        spend
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ReportsTotalsQuery, ReportsTotalsQueryVariables>;
export const ReportsReportDocument = new TypedDocumentString(`
    query ReportsReport($advertiserId: String!, $level: ReportLevel!, $from: String!, $to: String!, $campaignId: String, $adGroupId: String) {
  advertiserReport(
    advertiserId: $advertiserId
    level: $level
    from: $from
    to: $to
    campaignId: $campaignId
    adGroupId: $adGroupId
  ) {
    level
    from
    to
    currency
    rows {
      entityId
      name
      status
      campaignId
      campaignName
      adGroupId
      adGroupName
      impressions
      clicks
      saves
      videoViews
      videoWatchSeconds
      spend
      ctr
      cpc
    }
    totals {
      impressions
      clicks
      saves
      spend
      ctr
      cpc
    }
    csv
  }
}
    `) as unknown as TypedDocumentString<ReportsReportQuery, ReportsReportQueryVariables>;
export const ReportsInsightsDocument = new TypedDocumentString(`
    query ReportsInsights($advertiserId: String!, $campaignId: String!, $from: String!, $to: String!, $compareFrom: String!, $compareTo: String!) {
  campaignInsights(
    advertiserId: $advertiserId
    campaignId: $campaignId
    from: $from
    to: $to
    compareFrom: $compareFrom
    compareTo: $compareTo
  ) {
    campaign {
      entityId
      name
    }
    days {
      day
      impressions
      clicks
      saves
      spend
    }
    comparisonDays {
      day
      impressions
    }
    totals {
      impressions
      clicks
      saves
      spend
      ctr
      cpc
    }
    comparisonTotals {
      impressions
      clicks
    }
  }
}
    `) as unknown as TypedDocumentString<ReportsInsightsQuery, ReportsInsightsQueryVariables>;
export const ReportsCreateReportDocument = new TypedDocumentString(`
    mutation ReportsCreateReport($input: CreateAdReportInput!) {
  createAdReport(input: $input) {
    __typename
    ...DomainErrorFields
    ... on MutationCreateAdReportSuccess {
      data {
        entityId
        level
        columns
        from
        to
        rowCount
        csv
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<ReportsCreateReportMutation, ReportsCreateReportMutationVariables>;
export const ReportsRunsDocument = new TypedDocumentString(`
    query ReportsRuns($advertiserId: String!) {
  adReportRuns(advertiserId: $advertiserId, first: 10) {
    edges {
      node {
        entityId
        rowCount
        csv
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ReportsRunsQuery, ReportsRunsQueryVariables>;
export const ReportsRunDocument = new TypedDocumentString(`
    query ReportsRun($advertiserId: String!, $reportId: String!) {
  adReportRun(advertiserId: $advertiserId, reportId: $reportId) {
    entityId
    csv
  }
}
    `) as unknown as TypedDocumentString<ReportsRunQuery, ReportsRunQueryVariables>;
export const TargetingCreateCampaignDocument = new TypedDocumentString(`
    mutation TargetingCreateCampaign($input: CreateCampaignInput!) {
  createCampaign(input: $input) {
    __typename
    ...DomainErrorFields
    ... on MutationCreateCampaignSuccess {
      data {
        entityId
        adGroups(first: 1) {
          edges {
            node {
              entityId
            }
          }
        }
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<TargetingCreateCampaignMutation, TargetingCreateCampaignMutationVariables>;
export const TargetingFeedDocument = new TypedDocumentString(`
    query TargetingFeed {
  homeFeed(first: 4) {
    edges {
      cursor
      node {
        entityId
      }
    }
  }
}
    `) as unknown as TypedDocumentString<TargetingFeedQuery, TargetingFeedQueryVariables>;
export const TargetingFollowDocument = new TypedDocumentString(`
    mutation TargetingFollow($id: String!) {
  followBoard(boardId: $id) {
    __typename
    ...DomainErrorFields
    ... on MutationFollowBoardSuccess {
      data {
        entityId
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<TargetingFollowMutation, TargetingFollowMutationVariables>;
export const TargetingCreateAudienceDocument = new TypedDocumentString(`
    mutation TargetingCreateAudience($input: AudienceInput!) {
  createAudience(input: $input) {
    __typename
    ...DomainErrorFields
    ... on MutationCreateAudienceSuccess {
      data {
        entityId
        name
        kind
        lookbackDays
        size
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<TargetingCreateAudienceMutation, TargetingCreateAudienceMutationVariables>;
export const TargetingDeleteAudienceDocument = new TypedDocumentString(`
    mutation TargetingDeleteAudience($id: String!) {
  deleteAudience(audienceId: $id) {
    __typename
    ...DomainErrorFields
    ... on MutationDeleteAudienceSuccess {
      data {
        entityId
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<TargetingDeleteAudienceMutation, TargetingDeleteAudienceMutationVariables>;
export const TargetingUpdateAdGroupDocument = new TypedDocumentString(`
    mutation TargetingUpdateAdGroup($id: String!, $input: AdGroupSettingsInput!) {
  updateAdGroup(adGroupId: $id, input: $input) {
    __typename
    ...DomainErrorFields
    ... on MutationUpdateAdGroupSuccess {
      data {
        entityId
        audiencesInclude
        audiencesExclude
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<TargetingUpdateAdGroupMutation, TargetingUpdateAdGroupMutationVariables>;
export const TargetingAudiencesDocument = new TypedDocumentString(`
    query TargetingAudiences {
  viewer {
    advertiser {
      audiences {
        entityId
        name
        size
      }
    }
  }
}
    `) as unknown as TypedDocumentString<TargetingAudiencesQuery, TargetingAudiencesQueryVariables>;
export const AdminViewerDocument = new TypedDocumentString(`
    query AdminViewer {
  viewer {
    isAuth
    isAdmin
  }
}
    `) as unknown as TypedDocumentString<AdminViewerQuery, AdminViewerQueryVariables>;
export const AdminAccountsDocument = new TypedDocumentString(`
    query AdminAccounts($search: String, $first: Int, $after: String) {
  adminAccounts(search: $search, first: $first, after: $after) {
    edges {
      node {
        id
        username
        email
        suspendedAt
        isAdmin
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}
    `) as unknown as TypedDocumentString<AdminAccountsQuery, AdminAccountsQueryVariables>;
export const AdminReportsDocument = new TypedDocumentString(`
    query AdminReports {
  adminReports(first: 50) {
    edges {
      node {
        id
        targetType
        targetId
        targetLabel
        targetPath
        reason
        reasonLabel
        details
        reporterUsername
        status
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AdminReportsQuery, AdminReportsQueryVariables>;
export const AdminSuspendDocument = new TypedDocumentString(`
    mutation AdminSuspend($userId: String!) {
  suspendAccount(userId: $userId) {
    __typename
    ... on DomainError {
      code
      message
    }
    ... on MutationSuspendAccountSuccess {
      data {
        id
        suspendedAt
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AdminSuspendMutation, AdminSuspendMutationVariables>;
export const AdminUnsuspendDocument = new TypedDocumentString(`
    mutation AdminUnsuspend($userId: String!) {
  unsuspendAccount(userId: $userId) {
    __typename
    ... on DomainError {
      code
      message
    }
    ... on MutationUnsuspendAccountSuccess {
      data {
        id
        suspendedAt
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AdminUnsuspendMutation, AdminUnsuspendMutationVariables>;
export const AdminLimitDocument = new TypedDocumentString(`
    mutation AdminLimit($userId: String!, $days: Int!) {
  limitAccount(userId: $userId, days: $days) {
    __typename
    ... on DomainError {
      code
      message
      field
    }
    ... on MutationLimitAccountSuccess {
      data {
        id
        limitedUntil
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AdminLimitMutation, AdminLimitMutationVariables>;
export const AdminLiftDocument = new TypedDocumentString(`
    mutation AdminLift($userId: String!) {
  liftAccountLimit(userId: $userId) {
    __typename
    ... on DomainError {
      code
      message
    }
    ... on MutationLiftAccountLimitSuccess {
      data {
        id
        limitedUntil
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AdminLiftMutation, AdminLiftMutationVariables>;
export const AdminLogInOutcomeDocument = new TypedDocumentString(`
    mutation AdminLogInOutcome($input: LogInInput!) {
  logIn(input: $input) {
    __typename
    ... on DomainError {
      code
      message
      loginOutcome
    }
  }
}
    `) as unknown as TypedDocumentString<AdminLogInOutcomeMutation, AdminLogInOutcomeMutationVariables>;
export const AdminDeleteDocument = new TypedDocumentString(`
    mutation AdminDelete($userId: String!) {
  deleteAccount(userId: $userId) {
    __typename
    ... on DomainError {
      code
      message
    }
    ... on MutationDeleteAccountSuccess {
      data
    }
  }
}
    `) as unknown as TypedDocumentString<AdminDeleteMutation, AdminDeleteMutationVariables>;
export const AdminResetLinkDocument = new TypedDocumentString(`
    mutation AdminResetLink($userId: String!) {
  createPasswordResetLink(userId: $userId) {
    __typename
    ... on DomainError {
      code
      message
    }
    ... on MutationCreatePasswordResetLinkSuccess {
      data {
        path
        expiresAt
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AdminResetLinkMutation, AdminResetLinkMutationVariables>;
export const AdminInviteDocument = new TypedDocumentString(`
    mutation AdminInvite {
  createSignUpInvite {
    __typename
    ... on DomainError {
      code
      message
    }
    ... on MutationCreateSignUpInviteSuccess {
      data {
        path
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AdminInviteMutation, AdminInviteMutationVariables>;
export const AdminInstanceSettingsDocument = new TypedDocumentString(`
    query AdminInstanceSettings {
  instanceSettings {
    siteName
    signUpMode
  }
}
    `) as unknown as TypedDocumentString<AdminInstanceSettingsQuery, AdminInstanceSettingsQueryVariables>;
export const AdminUpdateSettingsDocument = new TypedDocumentString(`
    mutation AdminUpdateSettings($input: UpdateInstanceSettingsInput!) {
  updateInstanceSettings(input: $input) {
    __typename
    ... on DomainError {
      code
      message
      field
    }
    ... on MutationUpdateInstanceSettingsSuccess {
      data {
        siteName
        signUpMode
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AdminUpdateSettingsMutation, AdminUpdateSettingsMutationVariables>;
export const AdminReportContentDocument = new TypedDocumentString(`
    mutation AdminReportContent($input: ReportContentInput!) {
  reportContent(input: $input) {
    __typename
    ... on DomainError {
      code
      message
      field
    }
    ... on MutationReportContentSuccess {
      data
    }
  }
}
    `) as unknown as TypedDocumentString<AdminReportContentMutation, AdminReportContentMutationVariables>;
export const AdminDismissDocument = new TypedDocumentString(`
    mutation AdminDismiss($reportId: String!) {
  dismissReport(reportId: $reportId) {
    __typename
    ... on DomainError {
      code
      message
    }
    ... on MutationDismissReportSuccess {
      data {
        id
        status
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AdminDismissMutation, AdminDismissMutationVariables>;
export const AdminActDocument = new TypedDocumentString(`
    mutation AdminAct($reportId: String!) {
  actOnReport(reportId: $reportId) {
    __typename
    ... on DomainError {
      code
      message
    }
    ... on MutationActOnReportSuccess {
      data {
        id
        status
        targetPath
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AdminActMutation, AdminActMutationVariables>;
export const AdminLogInDocument = new TypedDocumentString(`
    mutation AdminLogIn($input: LogInInput!) {
  logIn(input: $input) {
    __typename
    ... on DomainError {
      code
      message
    }
    ... on MutationLogInSuccess {
      data {
        username
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AdminLogInMutation, AdminLogInMutationVariables>;
export const AdminSignUpDocument = new TypedDocumentString(`
    mutation AdminSignUp($input: SignUpInput!) {
  signUp(input: $input) {
    __typename
    ... on DomainError {
      code
      message
    }
    ... on MutationSignUpSuccess {
      data {
        username
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AdminSignUpMutation, AdminSignUpMutationVariables>;
export const AdminResetPasswordDocument = new TypedDocumentString(`
    mutation AdminResetPassword($input: ResetPasswordInput!) {
  resetPassword(input: $input) {
    __typename
    ... on DomainError {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<AdminResetPasswordMutation, AdminResetPasswordMutationVariables>;
export const AdminFollowDocument = new TypedDocumentString(`
    mutation AdminFollow($id: String!) {
  followUser(userId: $id) {
    __typename
  }
}
    `) as unknown as TypedDocumentString<AdminFollowMutation, AdminFollowMutationVariables>;
export const AdminCountsDocument = new TypedDocumentString(`
    query AdminCounts($u: String!) {
  user(username: $u) {
    followerCount
  }
}
    `) as unknown as TypedDocumentString<AdminCountsQuery, AdminCountsQueryVariables>;
export const AdminPinDocument = new TypedDocumentString(`
    query AdminPin($id: String!) {
  pin(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<AdminPinQuery, AdminPinQueryVariables>;
export const AdsCreateCampaignDocument = new TypedDocumentString(`
    mutation AdsCreateCampaign($input: CreateCampaignInput!) {
  createCampaign(input: $input) {
    __typename
    ...DomainErrorFields
    ... on MutationCreateCampaignSuccess {
      data {
        ...AdsCampaignFields
      }
    }
  }
}
    fragment AdsCampaignFields on Campaign {
  entityId
  name
  status
  objectiveType
  budgetType
  budgetMinor
  spend
  startsAt
  endsAt
  adGroups(first: 10) {
    edges {
      node {
        entityId
        name
        status
        bidMinor
        budgetType
        budgetMinor
        targeting {
          country
          interests
        }
        impressions
        ads(first: 10) {
          edges {
            node {
              entityId
              name
              status
              pin {
                entityId
              }
              destinationUrl
              impressions
            }
          }
        }
      }
    }
  }
}
fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<AdsCreateCampaignMutation, AdsCreateCampaignMutationVariables>;
export const AdsUpdateCampaignDocument = new TypedDocumentString(`
    mutation AdsUpdateCampaign($id: String!, $input: CampaignSettingsInput!) {
  updateCampaign(campaignId: $id, input: $input) {
    __typename
    ...DomainErrorFields
    ... on MutationUpdateCampaignSuccess {
      data {
        ...AdsCampaignFields
      }
    }
  }
}
    fragment AdsCampaignFields on Campaign {
  entityId
  name
  status
  objectiveType
  budgetType
  budgetMinor
  spend
  startsAt
  endsAt
  adGroups(first: 10) {
    edges {
      node {
        entityId
        name
        status
        bidMinor
        budgetType
        budgetMinor
        targeting {
          country
          interests
        }
        impressions
        ads(first: 10) {
          edges {
            node {
              entityId
              name
              status
              pin {
                entityId
              }
              destinationUrl
              impressions
            }
          }
        }
      }
    }
  }
}
fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<AdsUpdateCampaignMutation, AdsUpdateCampaignMutationVariables>;
export const AdsSetCampaignsStatusDocument = new TypedDocumentString(`
    mutation AdsSetCampaignsStatus($ids: [String!]!, $status: DeliveryStatus!) {
  setCampaignsStatus(campaignIds: $ids, status: $status) {
    __typename
    ...DomainErrorFields
    ... on MutationSetCampaignsStatusSuccess {
      data {
        entityId
        status
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<AdsSetCampaignsStatusMutation, AdsSetCampaignsStatusMutationVariables>;
export const AdsDuplicateCampaignDocument = new TypedDocumentString(`
    mutation AdsDuplicateCampaign($id: String!) {
  duplicateCampaign(campaignId: $id) {
    __typename
    ...DomainErrorFields
    ... on MutationDuplicateCampaignSuccess {
      data {
        ...AdsCampaignFields
      }
    }
  }
}
    fragment AdsCampaignFields on Campaign {
  entityId
  name
  status
  objectiveType
  budgetType
  budgetMinor
  spend
  startsAt
  endsAt
  adGroups(first: 10) {
    edges {
      node {
        entityId
        name
        status
        bidMinor
        budgetType
        budgetMinor
        targeting {
          country
          interests
        }
        impressions
        ads(first: 10) {
          edges {
            node {
              entityId
              name
              status
              pin {
                entityId
              }
              destinationUrl
              impressions
            }
          }
        }
      }
    }
  }
}
fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<AdsDuplicateCampaignMutation, AdsDuplicateCampaignMutationVariables>;
export const AdsCreateAdGroupDocument = new TypedDocumentString(`
    mutation AdsCreateAdGroup($id: String!, $input: AdGroupSettingsInput!, $ads: [AdInput!]) {
  createAdGroup(campaignId: $id, input: $input, ads: $ads) {
    __typename
    ...DomainErrorFields
    ... on MutationCreateAdGroupSuccess {
      data {
        entityId
        name
        status
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<AdsCreateAdGroupMutation, AdsCreateAdGroupMutationVariables>;
export const AdsUpdateAdGroupDocument = new TypedDocumentString(`
    mutation AdsUpdateAdGroup($id: String!, $input: AdGroupSettingsInput!) {
  updateAdGroup(adGroupId: $id, input: $input) {
    __typename
    ...DomainErrorFields
    ... on MutationUpdateAdGroupSuccess {
      data {
        entityId
        name
        bidMinor
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<AdsUpdateAdGroupMutation, AdsUpdateAdGroupMutationVariables>;
export const AdsSetAdGroupStatusDocument = new TypedDocumentString(`
    mutation AdsSetAdGroupStatus($id: String!, $status: DeliveryStatus!) {
  setAdGroupStatus(adGroupId: $id, status: $status) {
    __typename
    ...DomainErrorFields
    ... on MutationSetAdGroupStatusSuccess {
      data {
        entityId
        status
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<AdsSetAdGroupStatusMutation, AdsSetAdGroupStatusMutationVariables>;
export const AdsDuplicateAdGroupDocument = new TypedDocumentString(`
    mutation AdsDuplicateAdGroup($id: String!) {
  duplicateAdGroup(adGroupId: $id) {
    __typename
    ...DomainErrorFields
    ... on MutationDuplicateAdGroupSuccess {
      data {
        entityId
        name
        status
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<AdsDuplicateAdGroupMutation, AdsDuplicateAdGroupMutationVariables>;
export const AdsCreateAdDocument = new TypedDocumentString(`
    mutation AdsCreateAd($id: String!, $input: AdInput!) {
  createAd(adGroupId: $id, input: $input) {
    __typename
    ...DomainErrorFields
    ... on MutationCreateAdSuccess {
      data {
        entityId
        name
        status
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<AdsCreateAdMutation, AdsCreateAdMutationVariables>;
export const AdsUpdateAdDocument = new TypedDocumentString(`
    mutation AdsUpdateAd($id: String!, $name: String!) {
  updateAd(adId: $id, name: $name) {
    __typename
    ...DomainErrorFields
    ... on MutationUpdateAdSuccess {
      data {
        entityId
        name
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<AdsUpdateAdMutation, AdsUpdateAdMutationVariables>;
export const AdsSetAdStatusDocument = new TypedDocumentString(`
    mutation AdsSetAdStatus($id: String!, $status: DeliveryStatus!) {
  setAdStatus(adId: $id, status: $status) {
    __typename
    ...DomainErrorFields
    ... on MutationSetAdStatusSuccess {
      data {
        entityId
        status
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<AdsSetAdStatusMutation, AdsSetAdStatusMutationVariables>;
export const AdsDuplicateAdDocument = new TypedDocumentString(`
    mutation AdsDuplicateAd($id: String!) {
  duplicateAd(adId: $id) {
    __typename
    ...DomainErrorFields
    ... on MutationDuplicateAdSuccess {
      data {
        entityId
        name
        status
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<AdsDuplicateAdMutation, AdsDuplicateAdMutationVariables>;
export const AdsPauseCampaignDocument = new TypedDocumentString(`
    mutation AdsPauseCampaign($id: String!) {
  pauseCampaign(campaignId: $id) {
    __typename
    ...DomainErrorFields
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<AdsPauseCampaignMutation, AdsPauseCampaignMutationVariables>;
export const AdsResumeCampaignDocument = new TypedDocumentString(`
    mutation AdsResumeCampaign($id: String!) {
  resumeCampaign(campaignId: $id) {
    __typename
    ...DomainErrorFields
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<AdsResumeCampaignMutation, AdsResumeCampaignMutationVariables>;
export const AdsCampaignsDocument = new TypedDocumentString(`
    query AdsCampaigns($advertiserId: String!) {
  viewer {
    advertiser {
      campaigns(first: 50) {
        edges {
          node {
            entityId
            name
            status
          }
        }
      }
      campaign(entityId: $advertiserId) {
        entityId
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AdsCampaignsQuery, AdsCampaignsQueryVariables>;
export const AdsCampaignTotalsDocument = new TypedDocumentString(`
    query AdsCampaignTotals($id: String!) {
  viewer {
    advertiser {
      campaign(entityId: $id) {
        adGroups(first: 10) {
          edges {
            node {
              impressions
              clicks
            }
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AdsCampaignTotalsQuery, AdsCampaignTotalsQueryVariables>;
export const AdsPinPromotedDocument = new TypedDocumentString(`
    query AdsPinPromoted($id: String!) {
  pin(id: $id) {
    isPromoted
    promoter
  }
}
    `) as unknown as TypedDocumentString<AdsPinPromotedQuery, AdsPinPromotedQueryVariables>;
export const HistoryCreateCampaignDocument = new TypedDocumentString(`
    mutation HistoryCreateCampaign($input: CreateCampaignInput!) {
  createCampaign(input: $input) {
    __typename
    ...DomainErrorFields
    ... on MutationCreateCampaignSuccess {
      data {
        entityId
        adGroups(first: 1) {
          edges {
            node {
              entityId
              ads(first: 1) {
                edges {
                  node {
                    entityId
                  }
                }
              }
            }
          }
        }
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<HistoryCreateCampaignMutation, HistoryCreateCampaignMutationVariables>;
export const HistoryUpdateCampaignDocument = new TypedDocumentString(`
    mutation HistoryUpdateCampaign($id: String!, $input: CampaignSettingsInput!) {
  updateCampaign(campaignId: $id, input: $input) {
    __typename
    ...DomainErrorFields
    ... on MutationUpdateCampaignSuccess {
      data {
        entityId
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<HistoryUpdateCampaignMutation, HistoryUpdateCampaignMutationVariables>;
export const HistorySetCampaignsStatusDocument = new TypedDocumentString(`
    mutation HistorySetCampaignsStatus($ids: [String!]!, $status: DeliveryStatus!) {
  setCampaignsStatus(campaignIds: $ids, status: $status) {
    __typename
    ...DomainErrorFields
    ... on MutationSetCampaignsStatusSuccess {
      data {
        entityId
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<HistorySetCampaignsStatusMutation, HistorySetCampaignsStatusMutationVariables>;
export const HistoryUpdateAdGroupDocument = new TypedDocumentString(`
    mutation HistoryUpdateAdGroup($id: String!, $input: AdGroupSettingsInput!) {
  updateAdGroup(adGroupId: $id, input: $input) {
    __typename
    ...DomainErrorFields
    ... on MutationUpdateAdGroupSuccess {
      data {
        entityId
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<HistoryUpdateAdGroupMutation, HistoryUpdateAdGroupMutationVariables>;
export const HistoryDuplicateAdDocument = new TypedDocumentString(`
    mutation HistoryDuplicateAd($id: String!) {
  duplicateAd(adId: $id) {
    __typename
    ...DomainErrorFields
    ... on MutationDuplicateAdSuccess {
      data {
        entityId
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<HistoryDuplicateAdMutation, HistoryDuplicateAdMutationVariables>;
export const HistoryOfAdvertiserDocument = new TypedDocumentString(`
    query HistoryOfAdvertiser($objectType: AdChangeObject, $first: Int, $after: String) {
  viewer {
    advertiser {
      changeHistory(objectType: $objectType, first: $first, after: $after) {
        edges {
          node {
            objectType
            objectName
            action
            actorName
            actorUsername
            changes {
              field
              label
              before
              after
            }
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<HistoryOfAdvertiserQuery, HistoryOfAdvertiserQueryVariables>;
export const AdviceOfAdvertiserDocument = new TypedDocumentString(`
    query AdviceOfAdvertiser {
  viewer {
    advertiser {
      recommendations {
        kind
        objectType
        objectId
        campaignId
        title
        text
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AdviceOfAdvertiserQuery, AdviceOfAdvertiserQueryVariables>;
export const AdviceCreateAdDocument = new TypedDocumentString(`
    mutation AdviceCreateAd($id: String!, $input: AdInput!) {
  createAd(adGroupId: $id, input: $input) {
    __typename
    ...DomainErrorFields
    ... on MutationCreateAdSuccess {
      data {
        entityId
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<AdviceCreateAdMutation, AdviceCreateAdMutationVariables>;
export const AnalystConvertDocument = new TypedDocumentString(`
    mutation AnalystConvert($input: ConvertToBusinessInput!) {
  convertToBusiness(input: $input) {
    __typename
    ...DomainErrorFields
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<AnalystConvertMutation, AnalystConvertMutationVariables>;
export const AnalystGrantDocument = new TypedDocumentString(`
    mutation AnalystGrant($login: String!, $permission: BusinessPermission!) {
  grantBusinessAccess(login: $login, permission: $permission) {
    __typename
    ...DomainErrorFields
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<AnalystGrantMutation, AnalystGrantMutationVariables>;
export const AnalystCreateCampaignDocument = new TypedDocumentString(`
    mutation AnalystCreateCampaign($input: CreateCampaignInput!) {
  createCampaign(input: $input) {
    __typename
    ...DomainErrorFields
    ... on MutationCreateCampaignSuccess {
      data {
        entityId
        adGroups(first: 1) {
          edges {
            node {
              entityId
              ads(first: 1) {
                edges {
                  node {
                    entityId
                  }
                }
              }
            }
          }
        }
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<AnalystCreateCampaignMutation, AnalystCreateCampaignMutationVariables>;
export const AnalystCreateAudienceDocument = new TypedDocumentString(`
    mutation AnalystCreateAudience($input: AudienceInput!) {
  createAudience(input: $input) {
    __typename
    ...DomainErrorFields
    ... on MutationCreateAudienceSuccess {
      data {
        entityId
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<AnalystCreateAudienceMutation, AnalystCreateAudienceMutationVariables>;
export const AnalystCreateTokenDocument = new TypedDocumentString(`
    mutation AnalystCreateToken($id: String!) {
  createConversionToken(advertiserId: $id) {
    __typename
    ...DomainErrorFields
    ... on MutationCreateConversionTokenSuccess {
      data {
        token {
          entityId
        }
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<AnalystCreateTokenMutation, AnalystCreateTokenMutationVariables>;
export const AnalystAdvertiserDocument = new TypedDocumentString(`
    query AnalystAdvertiser($id: String!, $campaignId: String!) {
  viewer {
    adAccounts {
      advertiserId
      readOnly
      current
    }
    advertiser(entityId: $id) {
      entityId
      access
      name
      billing {
        contactName
      }
      campaigns(first: 10) {
        edges {
          node {
            entityId
            name
          }
        }
      }
      campaign(entityId: $campaignId) {
        entityId
        adGroups(first: 5) {
          edges {
            node {
              entityId
              name
              ads(first: 5) {
                edges {
                  node {
                    entityId
                    name
                  }
                }
              }
            }
          }
        }
      }
      audiences {
        entityId
        name
        size
      }
      conversionOverview {
        eventName
        events
      }
      conversionEvents(first: 5) {
        edges {
          node {
            eventId
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AnalystAdvertiserQuery, AnalystAdvertiserQueryVariables>;
export const AnalystInvoicesDocument = new TypedDocumentString(`
    query AnalystInvoices($id: String!) {
  viewer {
    advertiser(entityId: $id) {
      invoices {
        number
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AnalystInvoicesQuery, AnalystInvoicesQueryVariables>;
export const AnalystOrderLinesDocument = new TypedDocumentString(`
    query AnalystOrderLines($id: String!) {
  viewer {
    advertiser(entityId: $id) {
      orderLines {
        month
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AnalystOrderLinesQuery, AnalystOrderLinesQueryVariables>;
export const AnalystTokensDocument = new TypedDocumentString(`
    query AnalystTokens($id: String!) {
  viewer {
    advertiser(entityId: $id) {
      conversionTokens {
        entityId
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AnalystTokensQuery, AnalystTokensQueryVariables>;
export const AnalystReportDocument = new TypedDocumentString(`
    query AnalystReport($id: String!, $from: String!, $to: String!) {
  advertiserReport(advertiserId: $id, level: CAMPAIGN, from: $from, to: $to) {
    rows {
      name
    }
  }
}
    `) as unknown as TypedDocumentString<AnalystReportQuery, AnalystReportQueryVariables>;
export const AnalystInsightsDocument = new TypedDocumentString(`
    query AnalystInsights($id: String!, $campaignId: String!, $from: String!, $to: String!) {
  campaignInsights(
    advertiserId: $id
    campaignId: $campaignId
    from: $from
    to: $to
    compareFrom: $from
    compareTo: $to
  ) {
    totals {
      impressions
    }
  }
}
    `) as unknown as TypedDocumentString<AnalystInsightsQuery, AnalystInsightsQueryVariables>;
export const AnalystCreateReportDocument = new TypedDocumentString(`
    mutation AnalystCreateReport($input: CreateAdReportInput!) {
  createAdReport(input: $input) {
    __typename
    ...DomainErrorFields
    ... on MutationCreateAdReportSuccess {
      data {
        entityId
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<AnalystCreateReportMutation, AnalystCreateReportMutationVariables>;
export const AnalystRunsDocument = new TypedDocumentString(`
    query AnalystRuns($id: String!, $reportId: String!) {
  adReportRuns(advertiserId: $id, first: 5) {
    edges {
      node {
        entityId
      }
    }
  }
  adReportRun(advertiserId: $id, reportId: $reportId) {
    entityId
    csv
  }
}
    `) as unknown as TypedDocumentString<AnalystRunsQuery, AnalystRunsQueryVariables>;
export const AnalystWCreateDocument = new TypedDocumentString(`
    mutation AnalystWCreate($input: CreateCampaignInput!) {
  createCampaign(input: $input) {
    __typename
    ...DomainErrorFields
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<AnalystWCreateMutation, AnalystWCreateMutationVariables>;
export const AnalystWUpdateDocument = new TypedDocumentString(`
    mutation AnalystWUpdate($id: String!, $input: CampaignSettingsInput!) {
  updateCampaign(campaignId: $id, input: $input) {
    __typename
    ...DomainErrorFields
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<AnalystWUpdateMutation, AnalystWUpdateMutationVariables>;
export const AnalystWStatusDocument = new TypedDocumentString(`
    mutation AnalystWStatus($ids: [String!]!) {
  setCampaignsStatus(campaignIds: $ids, status: PAUSED) {
    __typename
    ...DomainErrorFields
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<AnalystWStatusMutation, AnalystWStatusMutationVariables>;
export const AnalystWPauseDocument = new TypedDocumentString(`
    mutation AnalystWPause($id: String!) {
  pauseCampaign(campaignId: $id) {
    __typename
    ...DomainErrorFields
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<AnalystWPauseMutation, AnalystWPauseMutationVariables>;
export const AnalystWDuplicateDocument = new TypedDocumentString(`
    mutation AnalystWDuplicate($id: String!) {
  duplicateCampaign(campaignId: $id) {
    __typename
    ...DomainErrorFields
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<AnalystWDuplicateMutation, AnalystWDuplicateMutationVariables>;
export const AnalystWCreateGroupDocument = new TypedDocumentString(`
    mutation AnalystWCreateGroup($id: String!, $input: AdGroupSettingsInput!) {
  createAdGroup(campaignId: $id, input: $input) {
    __typename
    ...DomainErrorFields
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<AnalystWCreateGroupMutation, AnalystWCreateGroupMutationVariables>;
export const AnalystWUpdateGroupDocument = new TypedDocumentString(`
    mutation AnalystWUpdateGroup($id: String!, $input: AdGroupSettingsInput!) {
  updateAdGroup(adGroupId: $id, input: $input) {
    __typename
    ...DomainErrorFields
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<AnalystWUpdateGroupMutation, AnalystWUpdateGroupMutationVariables>;
export const AnalystWGroupStatusDocument = new TypedDocumentString(`
    mutation AnalystWGroupStatus($id: String!) {
  setAdGroupStatus(adGroupId: $id, status: PAUSED) {
    __typename
    ...DomainErrorFields
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<AnalystWGroupStatusMutation, AnalystWGroupStatusMutationVariables>;
export const AnalystWDuplicateGroupDocument = new TypedDocumentString(`
    mutation AnalystWDuplicateGroup($id: String!) {
  duplicateAdGroup(adGroupId: $id) {
    __typename
    ...DomainErrorFields
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<AnalystWDuplicateGroupMutation, AnalystWDuplicateGroupMutationVariables>;
export const AnalystWCreateAdDocument = new TypedDocumentString(`
    mutation AnalystWCreateAd($id: String!, $pinId: String!) {
  createAd(adGroupId: $id, input: {pinId: $pinId}) {
    __typename
    ...DomainErrorFields
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<AnalystWCreateAdMutation, AnalystWCreateAdMutationVariables>;
export const AnalystWUpdateAdDocument = new TypedDocumentString(`
    mutation AnalystWUpdateAd($id: String!) {
  updateAd(adId: $id, name: "Mine now") {
    __typename
    ...DomainErrorFields
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<AnalystWUpdateAdMutation, AnalystWUpdateAdMutationVariables>;
export const AnalystWAdStatusDocument = new TypedDocumentString(`
    mutation AnalystWAdStatus($id: String!) {
  setAdStatus(adId: $id, status: PAUSED) {
    __typename
    ...DomainErrorFields
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<AnalystWAdStatusMutation, AnalystWAdStatusMutationVariables>;
export const AnalystWDuplicateAdDocument = new TypedDocumentString(`
    mutation AnalystWDuplicateAd($id: String!) {
  duplicateAd(adId: $id) {
    __typename
    ...DomainErrorFields
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<AnalystWDuplicateAdMutation, AnalystWDuplicateAdMutationVariables>;
export const AnalystWAudienceDocument = new TypedDocumentString(`
    mutation AnalystWAudience($input: AudienceInput!) {
  createAudience(input: $input) {
    __typename
    ...DomainErrorFields
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<AnalystWAudienceMutation, AnalystWAudienceMutationVariables>;
export const AnalystWDeleteAudienceDocument = new TypedDocumentString(`
    mutation AnalystWDeleteAudience($id: String!) {
  deleteAudience(audienceId: $id) {
    __typename
    ...DomainErrorFields
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<AnalystWDeleteAudienceMutation, AnalystWDeleteAudienceMutationVariables>;
export const AnalystWTokenDocument = new TypedDocumentString(`
    mutation AnalystWToken($id: String!) {
  createConversionToken(advertiserId: $id) {
    __typename
    ...DomainErrorFields
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<AnalystWTokenMutation, AnalystWTokenMutationVariables>;
export const AnalystWRevokeDocument = new TypedDocumentString(`
    mutation AnalystWRevoke($id: String!) {
  revokeConversionToken(tokenId: $id) {
    __typename
    ...DomainErrorFields
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<AnalystWRevokeMutation, AnalystWRevokeMutationVariables>;
export const AnalystWTestEventDocument = new TypedDocumentString(`
    mutation AnalystWTestEvent($id: String!) {
  sendTestConversionEvent(advertiserId: $id, eventName: "checkout") {
    __typename
    ...DomainErrorFields
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<AnalystWTestEventMutation, AnalystWTestEventMutationVariables>;
export const AnalystWBillingDocument = new TypedDocumentString(`
    mutation AnalystWBilling($input: AdvertiserBillingInput!) {
  saveAdvertiserBilling(input: $input) {
    __typename
    ...DomainErrorFields
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<AnalystWBillingMutation, AnalystWBillingMutationVariables>;
export const AdvisoriesSearchDocument = new TypedDocumentString(`
    query AdvisoriesSearch($q: String!) {
  searchAdvisory(query: $q) {
    advisory
    severity
    advisoryType
    resourceCountry
    notice {
      style
      title
      description
      textTags {
        type
        offset
        length
        link
      }
      actions {
        buttonText
        link
      }
      footerText
      footerLink
    }
  }
  searchPins(query: $q, first: 10) {
    edges {
      node {
        title
      }
    }
  }
  searchBoards(query: $q, first: 10) {
    edges {
      node {
        name
      }
    }
  }
  typeahead(term: $q) {
    items {
      kind
      query
    }
  }
}
    `) as unknown as TypedDocumentString<AdvisoriesSearchQuery, AdvisoriesSearchQueryVariables>;
export const AggregateSavesOfPinDocument = new TypedDocumentString(`
    query AggregateSavesOfPin($id: String!) {
  pin(id: $id) {
    aggregateSaveCount
  }
}
    `) as unknown as TypedDocumentString<AggregateSavesOfPinQuery, AggregateSavesOfPinQueryVariables>;
export const AggregateSavesSavePinDocument = new TypedDocumentString(`
    mutation AggregateSavesSavePin($input: SavePinInput!) {
  savePin(input: $input) {
    __typename
    ...DomainErrorFields
    ... on MutationSavePinSuccess {
      data {
        entityId
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<AggregateSavesSavePinMutation, AggregateSavesSavePinMutationVariables>;
export const AggregateSavesMovePinsDocument = new TypedDocumentString(`
    mutation AggregateSavesMovePins($input: MovePinsInput!) {
  movePins(input: $input) {
    __typename
    ...DomainErrorFields
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<AggregateSavesMovePinsMutation, AggregateSavesMovePinsMutationVariables>;
export const AggregateSavesUpdateBoardDocument = new TypedDocumentString(`
    mutation AggregateSavesUpdateBoard($input: UpdateBoardInput!) {
  updateBoard(input: $input) {
    __typename
    ...DomainErrorFields
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<AggregateSavesUpdateBoardMutation, AggregateSavesUpdateBoardMutationVariables>;
export const AggregateSavesDeletePinDocument = new TypedDocumentString(`
    mutation AggregateSavesDeletePin($id: String!) {
  deletePin(pinId: $id) {
    __typename
    ...DomainErrorFields
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<AggregateSavesDeletePinMutation, AggregateSavesDeletePinMutationVariables>;
export const AggregateSavesDeleteBoardDocument = new TypedDocumentString(`
    mutation AggregateSavesDeleteBoard($id: String!) {
  deleteBoard(boardId: $id) {
    __typename
    ...DomainErrorFields
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<AggregateSavesDeleteBoardMutation, AggregateSavesDeleteBoardMutationVariables>;
export const AggregateSavesAttributionDocument = new TypedDocumentString(`
    query AggregateSavesAttribution {
  viewer {
    isAuth
    pinAttribution
  }
}
    `) as unknown as TypedDocumentString<AggregateSavesAttributionQuery, AggregateSavesAttributionQueryVariables>;
export const AttackSurfaceExperimentGroupDocument = new TypedDocumentString(`
    query AttackSurfaceExperimentGroup($name: String!) {
  experimentGroup(name: $name)
}
    `) as unknown as TypedDocumentString<AttackSurfaceExperimentGroupQuery, AttackSurfaceExperimentGroupQueryVariables>;
export const AttackSurfaceExperimentGroup2Document = new TypedDocumentString(`
    query AttackSurfaceExperimentGroup2 {
  experimentGroup(name: "web_post_create_retargeting")
}
    `) as unknown as TypedDocumentString<AttackSurfaceExperimentGroup2Query, AttackSurfaceExperimentGroup2QueryVariables>;
export const AttackSurfaceAbDocument = new TypedDocumentString(`
    query AttackSurfaceAB {
  a: __typename
  b: __typename
}
    `) as unknown as TypedDocumentString<AttackSurfaceAbQuery, AttackSurfaceAbQueryVariables>;
export const AttackSurfaceIntrospectDocument = new TypedDocumentString(`
    query AttackSurfaceIntrospect {
  __schema {
    queryType {
      name
    }
  }
}
    `) as unknown as TypedDocumentString<AttackSurfaceIntrospectQuery, AttackSurfaceIntrospectQueryVariables>;
export const AttackSurfaceCreatePinDocument = new TypedDocumentString(`
    mutation AttackSurfaceCreatePin($input: CreatePinInput!) {
  createPin(input: $input) {
    __typename
    ...DomainErrorFields
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<AttackSurfaceCreatePinMutation, AttackSurfaceCreatePinMutationVariables>;
export const BillingCreateCampaignDocument = new TypedDocumentString(`
    mutation BillingCreateCampaign($input: CreateCampaignInput!) {
  createCampaign(input: $input) {
    __typename
    ...DomainErrorFields
    ... on MutationCreateCampaignSuccess {
      data {
        entityId
        adGroups(first: 1) {
          edges {
            node {
              entityId
              ads(first: 1) {
                edges {
                  node {
                    entityId
                  }
                }
              }
            }
          }
        }
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<BillingCreateCampaignMutation, BillingCreateCampaignMutationVariables>;
export const BillingResumeDocument = new TypedDocumentString(`
    mutation BillingResume($id: String!) {
  resumeCampaign(campaignId: $id) {
    __typename
    ...DomainErrorFields
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<BillingResumeMutation, BillingResumeMutationVariables>;
export const BillingPauseCampaignDocument = new TypedDocumentString(`
    mutation BillingPauseCampaign($id: String!) {
  pauseCampaign(campaignId: $id) {
    __typename
    ...DomainErrorFields
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<BillingPauseCampaignMutation, BillingPauseCampaignMutationVariables>;
export const BillingAdvertiserDocument = new TypedDocumentString(`
    query BillingAdvertiser {
  viewer {
    advertiser {
      entityId
      pausedAt
      pauseReason
      invoices {
        entityId
        number
        periodStart
        periodEnd
        currency
        totalMinor
        status
        dueOn
        pdfPath
        billToName
        lines {
          campaignId
          campaignName
          amountMinor
        }
      }
      orderLines {
        campaignId
        campaignName
        month
        amountMinor
      }
    }
  }
}
    `) as unknown as TypedDocumentString<BillingAdvertiserQuery, BillingAdvertiserQueryVariables>;
export const BillingAdminAdvertisersDocument = new TypedDocumentString(`
    query BillingAdminAdvertisers {
  adminAdvertisers(first: 50) {
    edges {
      node {
        id
        name
        ownerUsername
        pausedAt
        pauseReason
        monthSpendMinor
        totalSpendMinor
        openInvoiceCount
        openInvoiceMinor
      }
    }
  }
}
    `) as unknown as TypedDocumentString<BillingAdminAdvertisersQuery, BillingAdminAdvertisersQueryVariables>;
export const BillingAdminOpenInvoicesDocument = new TypedDocumentString(`
    query BillingAdminOpenInvoices {
  adminOpenInvoices(first: 50) {
    edges {
      node {
        entityId
        status
        totalMinor
      }
    }
  }
}
    `) as unknown as TypedDocumentString<BillingAdminOpenInvoicesQuery, BillingAdminOpenInvoicesQueryVariables>;
export const BillingMarkPaidDocument = new TypedDocumentString(`
    mutation BillingMarkPaid($id: String!) {
  markInvoicePaid(invoiceId: $id) {
    __typename
    ...DomainErrorFields
    ... on MutationMarkInvoicePaidSuccess {
      data {
        entityId
        status
        paidAt
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<BillingMarkPaidMutation, BillingMarkPaidMutationVariables>;
export const BillingPauseAdvertiserDocument = new TypedDocumentString(`
    mutation BillingPauseAdvertiser($id: String!, $reason: String!) {
  pauseAdvertiser(advertiserId: $id, reason: $reason) {
    __typename
    ...DomainErrorFields
    ... on MutationPauseAdvertiserSuccess {
      data {
        id
        pausedAt
        pauseReason
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<BillingPauseAdvertiserMutation, BillingPauseAdvertiserMutationVariables>;
export const BillingLiftPauseDocument = new TypedDocumentString(`
    mutation BillingLiftPause($id: String!) {
  liftAdvertiserPause(advertiserId: $id) {
    __typename
    ...DomainErrorFields
    ... on MutationLiftAdvertiserPauseSuccess {
      data {
        id
        pausedAt
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<BillingLiftPauseMutation, BillingLiftPauseMutationVariables>;
export const BillingPinPromotedDocument = new TypedDocumentString(`
    query BillingPinPromoted($id: String!) {
  pin(id: $id) {
    isPromoted
  }
}
    `) as unknown as TypedDocumentString<BillingPinPromotedQuery, BillingPinPromotedQueryVariables>;
export const BoardsAndSectionsUserBoardDocument = new TypedDocumentString(`
    query BoardsAndSectionsUserBoard($u: String!, $b: String!) {
  user(username: $u) {
    boardCount
    pinCount
  }
  board(id: $b) {
    pinCount
    sectionCount
    sections(first: 50) {
      edges {
        node {
          pinCount
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<BoardsAndSectionsUserBoardQuery, BoardsAndSectionsUserBoardQueryVariables>;
export const BoardsAndSectionsBoardDocument = new TypedDocumentString(`
    query BoardsAndSectionsBoard($u: String!, $s: String!) {
  board(username: $u, slug: $s) {
    entityId
    description
    url
  }
}
    `) as unknown as TypedDocumentString<BoardsAndSectionsBoardQuery, BoardsAndSectionsBoardQueryVariables>;
export const BoardsAndSectionsUserDocument = new TypedDocumentString(`
    query BoardsAndSectionsUser($u: String!) {
  user(username: $u) {
    boardCount
  }
}
    `) as unknown as TypedDocumentString<BoardsAndSectionsUserQuery, BoardsAndSectionsUserQueryVariables>;
export const BoardsAndSectionsAbDocument = new TypedDocumentString(`
    query BoardsAndSectionsAB($u: String!) {
  a: board(username: $u, slug: "home-garden") {
    name
  }
  b: board(username: $u, slug: "home-garden-2") {
    name
  }
}
    `) as unknown as TypedDocumentString<BoardsAndSectionsAbQuery, BoardsAndSectionsAbQueryVariables>;
export const BoardsAndSectionsBoardSectionDocument = new TypedDocumentString(`
    query BoardsAndSectionsBoardSection($b: String!) {
  boardSection(boardId: $b, slug: "open-shelves") {
    entityId
    board {
      name
    }
  }
}
    `) as unknown as TypedDocumentString<BoardsAndSectionsBoardSectionQuery, BoardsAndSectionsBoardSectionQueryVariables>;
export const BoardsAndSectionsBoard2Document = new TypedDocumentString(`
    query BoardsAndSectionsBoard2($id: String!) {
  board(id: $id) {
    imageCoverUrl
    coverDominantColor
  }
}
    `) as unknown as TypedDocumentString<BoardsAndSectionsBoard2Query, BoardsAndSectionsBoard2QueryVariables>;
export const BotCheckChallengeDocument = new TypedDocumentString(`
    query BotCheckChallenge($action: BotCheckAction!) {
  botCheckChallenge(action: $action) {
    algorithm
    challenge
    maxNumber
    salt
    signature
    action
    expiresAt
  }
}
    `) as unknown as TypedDocumentString<BotCheckChallengeQuery, BotCheckChallengeQueryVariables>;
export const BotCheckSignUpDocument = new TypedDocumentString(`
    mutation BotCheckSignUp($input: SignUpInput!) {
  signUp(input: $input) {
    __typename
    ...DomainErrorFields
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<BotCheckSignUpMutation, BotCheckSignUpMutationVariables>;
export const BotCheckLogInDocument = new TypedDocumentString(`
    mutation BotCheckLogIn($input: LogInInput!) {
  logIn(input: $input) {
    __typename
    ...DomainErrorFields
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<BotCheckLogInMutation, BotCheckLogInMutationVariables>;
export const BotCheckRequestResetDocument = new TypedDocumentString(`
    mutation BotCheckRequestReset($email: String!, $botCheckToken: String) {
  requestPasswordReset(email: $email, botCheckToken: $botCheckToken) {
    __typename
    ...DomainErrorFields
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<BotCheckRequestResetMutation, BotCheckRequestResetMutationVariables>;
export const BotCheckChangePasswordDocument = new TypedDocumentString(`
    mutation BotCheckChangePassword($input: ChangePasswordInput!) {
  changePassword(input: $input) {
    __typename
    ...DomainErrorFields
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<BotCheckChangePasswordMutation, BotCheckChangePasswordMutationVariables>;
export const BotCheckViewerDocument = new TypedDocumentString(`
    query BotCheckViewer {
  viewer {
    isAuth
  }
}
    `) as unknown as TypedDocumentString<BotCheckViewerQuery, BotCheckViewerQueryVariables>;
export const BusinessConvertToBusinessDocument = new TypedDocumentString(`
    mutation BusinessConvertToBusiness($input: ConvertToBusinessInput!) {
  convertToBusiness(input: $input) {
    __typename
    ...DomainErrorFields
    ... on MutationConvertToBusinessSuccess {
      data {
        isPartner
        businessName
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<BusinessConvertToBusinessMutation, BusinessConvertToBusinessMutationVariables>;
export const BusinessCreateLinkedBusinessDocument = new TypedDocumentString(`
    mutation BusinessCreateLinkedBusiness($input: CreateLinkedBusinessInput!) {
  createLinkedBusiness(input: $input) {
    __typename
    ...DomainErrorFields
    ... on MutationCreateLinkedBusinessSuccess {
      data {
        id
        permissions
        user {
          username
        }
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<BusinessCreateLinkedBusinessMutation, BusinessCreateLinkedBusinessMutationVariables>;
export const BusinessGrantBusinessAccessDocument = new TypedDocumentString(`
    mutation BusinessGrantBusinessAccess($login: String!, $permission: BusinessPermission!) {
  grantBusinessAccess(login: $login, permission: $permission) {
    __typename
    ...DomainErrorFields
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<BusinessGrantBusinessAccessMutation, BusinessGrantBusinessAccessMutationVariables>;
export const BusinessViewerDocument = new TypedDocumentString(`
    query BusinessViewer {
  viewer {
    username
    isActingAs
    isPartner
    person {
      username
    }
  }
}
    `) as unknown as TypedDocumentString<BusinessViewerQuery, BusinessViewerQueryVariables>;
export const BusinessViewer2Document = new TypedDocumentString(`
    query BusinessViewer2 {
  viewer {
    businessAccessProfiles {
      id
      permissions
      viewerMeetsMfaRequirement
    }
  }
}
    `) as unknown as TypedDocumentString<BusinessViewer2Query, BusinessViewer2QueryVariables>;
export const BusinessLogInDocument = new TypedDocumentString(`
    mutation BusinessLogIn($input: LogInInput!) {
  logIn(input: $input) {
    __typename
  }
}
    `) as unknown as TypedDocumentString<BusinessLogInMutation, BusinessLogInMutationVariables>;
export const BusinessBusinessMembersDocument = new TypedDocumentString(`
    query BusinessBusinessMembers {
  businessMembers {
    __typename
    ...DomainErrorFields
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<BusinessBusinessMembersQuery, BusinessBusinessMembersQueryVariables>;
export const BusinessRevokeDocument = new TypedDocumentString(`
    mutation BusinessRevoke($businessId: String!, $memberId: String!) {
  revokeBusinessAccess(businessId: $businessId, memberId: $memberId) {
    __typename
    ...DomainErrorFields
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<BusinessRevokeMutation, BusinessRevokeMutationVariables>;
export const BusinessSetBusinessRequiresMfaDocument = new TypedDocumentString(`
    mutation BusinessSetBusinessRequiresMfa {
  setBusinessRequiresMfa(requiresMfa: true) {
    __typename
    ...DomainErrorFields
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<BusinessSetBusinessRequiresMfaMutation, BusinessSetBusinessRequiresMfaMutationVariables>;
export const BusinessViewer3Document = new TypedDocumentString(`
    query BusinessViewer3 {
  viewer {
    businessAccessProfiles {
      id
      viewerMeetsMfaRequirement
    }
  }
}
    `) as unknown as TypedDocumentString<BusinessViewer3Query, BusinessViewer3QueryVariables>;
export const BusinessChangePasswordDocument = new TypedDocumentString(`
    mutation BusinessChangePassword($input: ChangePasswordInput!) {
  changePassword(input: $input) {
    __typename
    ...DomainErrorFields
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<BusinessChangePasswordMutation, BusinessChangePasswordMutationVariables>;
export const BusinessReadBoardDocument = new TypedDocumentString(`
    query BusinessReadBoard($id: String!) {
  board(id: $id) {
    entityId
  }
}
    `) as unknown as TypedDocumentString<BusinessReadBoardQuery, BusinessReadBoardQueryVariables>;
export const BusinessPickerDocument = new TypedDocumentString(`
    query BusinessPicker {
  boardPicker {
    allBoards {
      entityId
    }
  }
}
    `) as unknown as TypedDocumentString<BusinessPickerQuery, BusinessPickerQueryVariables>;
export const BusinessUserDocument = new TypedDocumentString(`
    query BusinessUser($u: String!) {
  user(username: $u) {
    boards(first: 50) {
      edges {
        node {
          entityId
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<BusinessUserQuery, BusinessUserQueryVariables>;
export const CarouselPinsCreateDocument = new TypedDocumentString(`
    mutation CarouselPinsCreate($input: CreateCarouselPinInput!) {
  createCarouselPin(input: $input) {
    __typename
    ...DomainErrorFields
    ... on MutationCreateCarouselPinSuccess {
      data {
        entityId
        isCarousel
        imageSpec_236x {
          url
        }
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<CarouselPinsCreateMutation, CarouselPinsCreateMutationVariables>;
export const CarouselPinsPinDocument = new TypedDocumentString(`
    query CarouselPinsPin($id: String!) {
  pin(id: $id) {
    title
    isCarousel
    altText
    imageSpec_236x {
      url
    }
    carouselImages {
      position
      altText
      title
      link
      imageSpec_236x {
        url
      }
      imageSpec_736x {
        url
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CarouselPinsPinQuery, CarouselPinsPinQueryVariables>;
export const CarouselPinsBoardDocument = new TypedDocumentString(`
    query CarouselPinsBoard($id: String!) {
  board(id: $id) {
    pins(first: 10) {
      edges {
        node {
          entityId
          isCarousel
          imageSpec_236x {
            url
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CarouselPinsBoardQuery, CarouselPinsBoardQueryVariables>;
export const CarouselPinsSaveDocument = new TypedDocumentString(`
    mutation CarouselPinsSave($input: SavePinInput!) {
  savePin(input: $input) {
    __typename
    ...DomainErrorFields
    ... on MutationSavePinSuccess {
      data {
        entityId
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<CarouselPinsSaveMutation, CarouselPinsSaveMutationVariables>;
export const CarouselPinsDeleteDocument = new TypedDocumentString(`
    mutation CarouselPinsDelete($id: String!) {
  deletePin(pinId: $id) {
    __typename
    ...DomainErrorFields
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<CarouselPinsDeleteMutation, CarouselPinsDeleteMutationVariables>;
export const CarouselPinsDeleteBoardDocument = new TypedDocumentString(`
    mutation CarouselPinsDeleteBoard($id: String!) {
  deleteBoard(boardId: $id) {
    __typename
    ...DomainErrorFields
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<CarouselPinsDeleteBoardMutation, CarouselPinsDeleteBoardMutationVariables>;
export const CollaborationInviteDocument = new TypedDocumentString(`
    mutation CollaborationInvite($boardId: String!, $userIds: [String!], $emails: [String!]) {
  inviteCollaborators(boardId: $boardId, userIds: $userIds, emails: $emails) {
    __typename
    ...DomainErrorFields
    ... on MutationInviteCollaboratorsSuccess {
      data {
        entityId
        email
        status
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<CollaborationInviteMutation, CollaborationInviteMutationVariables>;
export const CollaborationMyInvitesDocument = new TypedDocumentString(`
    query CollaborationMyInvites {
  myBoardInvites {
    entityId
    boardName
    inviter {
      username
    }
    board {
      name
    }
  }
}
    `) as unknown as TypedDocumentString<CollaborationMyInvitesQuery, CollaborationMyInvitesQueryVariables>;
export const CollaborationRespondDocument = new TypedDocumentString(`
    mutation CollaborationRespond($id: String!, $accept: Boolean!) {
  respondToBoardInvite(inviteId: $id, accept: $accept) {
    __typename
    ...DomainErrorFields
    ... on MutationRespondToBoardInviteSuccess {
      data {
        status
        board {
          name
          collaboratedByMe
        }
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<CollaborationRespondMutation, CollaborationRespondMutationVariables>;
export const CollaborationBoardDocument = new TypedDocumentString(`
    query CollaborationBoard($id: String!) {
  board(id: $id) {
    entityId
  }
}
    `) as unknown as TypedDocumentString<CollaborationBoardQuery, CollaborationBoardQueryVariables>;
export const CollaborationBlockUserDocument = new TypedDocumentString(`
    mutation CollaborationBlockUser($id: String!) {
  blockUser(userId: $id) {
    __typename
  }
}
    `) as unknown as TypedDocumentString<CollaborationBlockUserMutation, CollaborationBlockUserMutationVariables>;
export const CollaborationAcceptBoardInviteByTokenDocument = new TypedDocumentString(`
    mutation CollaborationAcceptBoardInviteByToken($token: String!) {
  acceptBoardInviteByToken(token: $token) {
    __typename
  }
}
    `) as unknown as TypedDocumentString<CollaborationAcceptBoardInviteByTokenMutation, CollaborationAcceptBoardInviteByTokenMutationVariables>;
export const CollaborationUpdateBoardDocument = new TypedDocumentString(`
    mutation CollaborationUpdateBoard($input: UpdateBoardInput!) {
  updateBoard(input: $input) {
    __typename
    ...DomainErrorFields
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<CollaborationUpdateBoardMutation, CollaborationUpdateBoardMutationVariables>;
export const CollaborationDeleteBoardDocument = new TypedDocumentString(`
    mutation CollaborationDeleteBoard($id: String!) {
  deleteBoard(boardId: $id) {
    __typename
    ...DomainErrorFields
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<CollaborationDeleteBoardMutation, CollaborationDeleteBoardMutationVariables>;
export const CollaborationUpdateBoard2Document = new TypedDocumentString(`
    mutation CollaborationUpdateBoard2($input: UpdateBoardInput!) {
  updateBoard(input: $input) {
    __typename
  }
}
    `) as unknown as TypedDocumentString<CollaborationUpdateBoard2Mutation, CollaborationUpdateBoard2MutationVariables>;
export const CollaborationBoard2Document = new TypedDocumentString(`
    query CollaborationBoard2($id: String!) {
  board(id: $id) {
    collaboratingUsers {
      edges {
        node {
          fullName
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CollaborationBoard2Query, CollaborationBoard2QueryVariables>;
export const CollaborationRemoveDocument = new TypedDocumentString(`
    mutation CollaborationRemove($b: String!, $u: String!) {
  removeCollaborator(boardId: $b, userId: $u) {
    __typename
    ...DomainErrorFields
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<CollaborationRemoveMutation, CollaborationRemoveMutationVariables>;
export const CollaborationFollowUserDocument = new TypedDocumentString(`
    mutation CollaborationFollowUser($id: String!) {
  followUser(userId: $id) {
    __typename
  }
}
    `) as unknown as TypedDocumentString<CollaborationFollowUserMutation, CollaborationFollowUserMutationVariables>;
export const CollaborationCollaboratorSuggestionsDocument = new TypedDocumentString(`
    query CollaborationCollaboratorSuggestions($q: String!) {
  collaboratorSuggestions(query: $q) {
    username
  }
}
    `) as unknown as TypedDocumentString<CollaborationCollaboratorSuggestionsQuery, CollaborationCollaboratorSuggestionsQueryVariables>;
export const CollaborationSharedCardsDocument = new TypedDocumentString(`
    query CollaborationSharedCards($id: String!) {
  board(id: $id) {
    pins(first: 10) {
      edges {
        node {
          title
          pinner {
            username
            imageMediumUrl
          }
          pinnedToBoard {
            owner {
              username
            }
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CollaborationSharedCardsQuery, CollaborationSharedCardsQueryVariables>;
export const ConversionsCreateCampaignDocument = new TypedDocumentString(`
    mutation ConversionsCreateCampaign($input: CreateCampaignInput!) {
  createCampaign(input: $input) {
    __typename
    ...DomainErrorFields
    ... on MutationCreateCampaignSuccess {
      data {
        entityId
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<ConversionsCreateCampaignMutation, ConversionsCreateCampaignMutationVariables>;
export const ConversionsCreateTokenDocument = new TypedDocumentString(`
    mutation ConversionsCreateToken($id: String!) {
  createConversionToken(advertiserId: $id) {
    __typename
    ...DomainErrorFields
    ... on MutationCreateConversionTokenSuccess {
      data {
        secret
        token {
          entityId
          hint
        }
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<ConversionsCreateTokenMutation, ConversionsCreateTokenMutationVariables>;
export const ConversionsRevokeTokenDocument = new TypedDocumentString(`
    mutation ConversionsRevokeToken($id: String!) {
  revokeConversionToken(tokenId: $id) {
    __typename
    ...DomainErrorFields
    ... on MutationRevokeConversionTokenSuccess {
      data {
        entityId
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<ConversionsRevokeTokenMutation, ConversionsRevokeTokenMutationVariables>;
export const ConversionsTestEventDocument = new TypedDocumentString(`
    mutation ConversionsTestEvent($id: String!, $name: String!) {
  sendTestConversionEvent(advertiserId: $id, eventName: $name) {
    __typename
    ...DomainErrorFields
    ... on MutationSendTestConversionEventSuccess {
      data {
        eventName
        isTest
        source
        campaign {
          entityId
        }
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<ConversionsTestEventMutation, ConversionsTestEventMutationVariables>;
export const ConversionsOfAdvertiserDocument = new TypedDocumentString(`
    query ConversionsOfAdvertiser($test: Boolean) {
  viewer {
    advertiser {
      conversionTokens {
        entityId
        hint
      }
      conversionOverview {
        eventName
        events
        attributed
        valueMinor
      }
      conversionEvents(first: 20, test: $test) {
        edges {
          node {
            eventId
            eventName
            source
            isTest
            valueMinor
            currency
            campaign {
              entityId
            }
          }
        }
      }
      campaigns(first: 5) {
        edges {
          node {
            entityId
            conversions
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ConversionsOfAdvertiserQuery, ConversionsOfAdvertiserQueryVariables>;
export const ConversionsQuickPromoteDocument = new TypedDocumentString(`
    mutation ConversionsQuickPromote($input: QuickPromoteInput!) {
  quickPromote(input: $input) {
    __typename
    ...DomainErrorFields
    ... on MutationQuickPromoteSuccess {
      data {
        entityId
        objectiveType
        conversionEvent
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<ConversionsQuickPromoteMutation, ConversionsQuickPromoteMutationVariables>;
export const ConversionsPinLinkDocument = new TypedDocumentString(`
    query ConversionsPinLink($id: String!) {
  pin(id: $id) {
    offsiteUrl
  }
}
    `) as unknown as TypedDocumentString<ConversionsPinLinkQuery, ConversionsPinLinkQueryVariables>;
export const CoversAndCountsUpdateBoardDocument = new TypedDocumentString(`
    mutation CoversAndCountsUpdateBoard($input: UpdateBoardInput!) {
  updateBoard(input: $input) {
    __typename
    ...DomainErrorFields
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<CoversAndCountsUpdateBoardMutation, CoversAndCountsUpdateBoardMutationVariables>;
export const CoversAndCountsMovePinsDocument = new TypedDocumentString(`
    mutation CoversAndCountsMovePins($input: MovePinsInput!) {
  movePins(input: $input) {
    __typename
    ...DomainErrorFields
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<CoversAndCountsMovePinsMutation, CoversAndCountsMovePinsMutationVariables>;
export const CoversAndCountsDeletePinDocument = new TypedDocumentString(`
    mutation CoversAndCountsDeletePin($id: String!) {
  deletePin(pinId: $id) {
    __typename
    ...DomainErrorFields
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<CoversAndCountsDeletePinMutation, CoversAndCountsDeletePinMutationVariables>;
export const CoversAndCountsDeleteBoardDocument = new TypedDocumentString(`
    mutation CoversAndCountsDeleteBoard($id: String!) {
  deleteBoard(boardId: $id) {
    __typename
    ...DomainErrorFields
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<CoversAndCountsDeleteBoardMutation, CoversAndCountsDeleteBoardMutationVariables>;
export const CoversAndCountsBoardUserDocument = new TypedDocumentString(`
    query CoversAndCountsBoardUser($id: String!, $username: String!) {
  board(id: $id) {
    imageCoverUrl
    coverDominantColor
    hasCustomCover
  }
  user(username: $username) {
    boards(first: 20) {
      edges {
        node {
          entityId
          imageCoverUrl
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CoversAndCountsBoardUserQuery, CoversAndCountsBoardUserQueryVariables>;
export const CoversAndCountsUserDocument = new TypedDocumentString(`
    query CoversAndCountsUser($username: String!) {
  user(username: $username) {
    pinCount
    boardCount
  }
}
    `) as unknown as TypedDocumentString<CoversAndCountsUserQuery, CoversAndCountsUserQueryVariables>;
export const DataExportCarouselDocument = new TypedDocumentString(`
    mutation DataExportCarousel($input: CreateCarouselPinInput!) {
  createCarouselPin(input: $input) {
    __typename
    ...DomainErrorFields
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<DataExportCarouselMutation, DataExportCarouselMutationVariables>;
export const DataImportCarouselDocument = new TypedDocumentString(`
    mutation DataImportCarousel($input: CreateCarouselPinInput!) {
  createCarouselPin(input: $input) {
    __typename
    ...DomainErrorFields
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<DataImportCarouselMutation, DataImportCarouselMutationVariables>;
export const DatabaseConnectionViewerDocument = new TypedDocumentString(`
    query DatabaseConnectionViewer {
  viewer {
    isAuth
  }
}
    `) as unknown as TypedDocumentString<DatabaseConnectionViewerQuery, DatabaseConnectionViewerQueryVariables>;
export const EmailVerificationEmailSettingsDocument = new TypedDocumentString(`
    query EmailVerificationEmailSettings {
  emailSettings {
    email
    verified
  }
}
    `) as unknown as TypedDocumentString<EmailVerificationEmailSettingsQuery, EmailVerificationEmailSettingsQueryVariables>;
export const EmailVerificationVerifyEmailDocument = new TypedDocumentString(`
    mutation EmailVerificationVerifyEmail($token: String!) {
  verifyEmail(token: $token) {
    __typename
    ...DomainErrorFields
    ... on MutationVerifyEmailSuccess {
      data {
        email
        verified
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<EmailVerificationVerifyEmailMutation, EmailVerificationVerifyEmailMutationVariables>;
export const EmailVerificationChangeEmailDocument = new TypedDocumentString(`
    mutation EmailVerificationChangeEmail($input: ChangeEmailInput!) {
  changeEmail(input: $input) {
    __typename
    ...DomainErrorFields
    ... on MutationChangeEmailSuccess {
      data {
        email
        verified
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<EmailVerificationChangeEmailMutation, EmailVerificationChangeEmailMutationVariables>;
export const EmailVerificationResendVerificationEmailDocument = new TypedDocumentString(`
    mutation EmailVerificationResendVerificationEmail {
  resendVerificationEmail {
    __typename
    ...DomainErrorFields
    ... on MutationResendVerificationEmailSuccess {
      data {
        email
        verified
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<EmailVerificationResendVerificationEmailMutation, EmailVerificationResendVerificationEmailMutationVariables>;
export const EmailVerificationInviteDocument = new TypedDocumentString(`
    mutation EmailVerificationInvite($boardId: String!, $emails: [String!]) {
  inviteCollaborators(boardId: $boardId, emails: $emails) {
    __typename
    ...DomainErrorFields
    ... on MutationInviteCollaboratorsSuccess {
      data {
        entityId
        email
        status
        invitee {
          username
          fullName
        }
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<EmailVerificationInviteMutation, EmailVerificationInviteMutationVariables>;
export const EmailVerificationMyBoardInvitesDocument = new TypedDocumentString(`
    query EmailVerificationMyBoardInvites {
  myBoardInvites {
    entityId
    boardName
  }
}
    `) as unknown as TypedDocumentString<EmailVerificationMyBoardInvitesQuery, EmailVerificationMyBoardInvitesQueryVariables>;
export const EmailVerificationRespondToBoardInviteDocument = new TypedDocumentString(`
    mutation EmailVerificationRespondToBoardInvite($id: String!, $accept: Boolean!) {
  respondToBoardInvite(inviteId: $id, accept: $accept) {
    __typename
    ...DomainErrorFields
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<EmailVerificationRespondToBoardInviteMutation, EmailVerificationRespondToBoardInviteMutationVariables>;
export const EmailVerificationBoardDocument = new TypedDocumentString(`
    query EmailVerificationBoard($id: String!) {
  board(id: $id) {
    entityId
  }
}
    `) as unknown as TypedDocumentString<EmailVerificationBoardQuery, EmailVerificationBoardQueryVariables>;
export const EmailVerificationAcceptBoardInviteByTokenDocument = new TypedDocumentString(`
    mutation EmailVerificationAcceptBoardInviteByToken($token: String!) {
  acceptBoardInviteByToken(token: $token) {
    __typename
  }
}
    `) as unknown as TypedDocumentString<EmailVerificationAcceptBoardInviteByTokenMutation, EmailVerificationAcceptBoardInviteByTokenMutationVariables>;
export const FailedLoadsBoardPageDocument = new TypedDocumentString(`
    query FailedLoadsBoardPage($username: String!, $slug: String!) {
  board(username: $username, slug: $slug) {
    entityId
    name
    url
  }
}
    `) as unknown as TypedDocumentString<FailedLoadsBoardPageQuery, FailedLoadsBoardPageQueryVariables>;
export const FailedLoadsRenameBoardDocument = new TypedDocumentString(`
    mutation FailedLoadsRenameBoard($input: UpdateBoardInput!) {
  updateBoard(input: $input) {
    __typename
    ...DomainErrorFields
    ... on MutationUpdateBoardSuccess {
      data {
        url
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<FailedLoadsRenameBoardMutation, FailedLoadsRenameBoardMutationVariables>;
export const FailedLoadsDeleteBoardDocument = new TypedDocumentString(`
    mutation FailedLoadsDeleteBoard($id: String!) {
  deleteBoard(boardId: $id) {
    __typename
  }
}
    `) as unknown as TypedDocumentString<FailedLoadsDeleteBoardMutation, FailedLoadsDeleteBoardMutationVariables>;
export const FailedLoadsFollowingDocument = new TypedDocumentString(`
    query FailedLoadsFollowing {
  followingFeed(first: 1) {
    edges {
      node {
        id
      }
    }
  }
}
    `) as unknown as TypedDocumentString<FailedLoadsFollowingQuery, FailedLoadsFollowingQueryVariables>;
export const HashtagsHashtagSuggestionsDocument = new TypedDocumentString(`
    query HashtagsHashtagSuggestions($term: String!) {
  hashtagSuggestions(term: $term) {
    query
    pinCount
  }
}
    `) as unknown as TypedDocumentString<HashtagsHashtagSuggestionsQuery, HashtagsHashtagSuggestionsQueryVariables>;
export const HttpSecurityUserDocument = new TypedDocumentString(`
    query HttpSecurityUser($u: String!) {
  user(username: $u) {
    boards(first: 50) {
      edges {
        node {
          name
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<HttpSecurityUserQuery, HttpSecurityUserQueryVariables>;
export const HttpSecurityLogOutDocument = new TypedDocumentString(`
    mutation HttpSecurityLogOut {
  logOut
}
    `) as unknown as TypedDocumentString<HttpSecurityLogOutMutation, HttpSecurityLogOutMutationVariables>;
export const HttpSecurityViewerDocument = new TypedDocumentString(`
    query HttpSecurityViewer {
  viewer {
    isAuth
  }
}
    `) as unknown as TypedDocumentString<HttpSecurityViewerQuery, HttpSecurityViewerQueryVariables>;
export const HttpSecurity_SchemaDocument = new TypedDocumentString(`
    query HttpSecurity_Schema {
  __schema {
    queryType {
      name
    }
    types {
      name
    }
  }
}
    `) as unknown as TypedDocumentString<HttpSecurity_SchemaQuery, HttpSecurity_SchemaQueryVariables>;
export const HttpSecurityDeepDocument = new TypedDocumentString(`
    query HttpSecurityDeep {
  viewer {
    user {
      boards {
        edges {
          node {
            pins {
              edges {
                node {
                  pinnedToBoard {
                    owner {
                      boards {
                        edges {
                          node {
                            name
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<HttpSecurityDeepQuery, HttpSecurityDeepQueryVariables>;
export const HttpSecurityHomeFeedDocument = new TypedDocumentString(`
    query HttpSecurityHomeFeed {
  homeFeed(first: 50) {
    edges {
      cursor
      node {
        id
        entityId
        title
        description
        link
        linkDomain
        altText
        dominantColor
        createdAt
        imageSpec_236x {
          url
          width
          height
        }
        imageSpec_orig {
          url
          width
          height
        }
        pinner {
          id
          username
          fullName
          imageMediumUrl
          url
        }
        pinnedToBoard {
          id
          name
          url
          privacy
          owner {
            username
          }
        }
        section {
          id
          title
        }
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}
    `) as unknown as TypedDocumentString<HttpSecurityHomeFeedQuery, HttpSecurityHomeFeedQueryVariables>;
export const HttpSecurityBoardPinDocument = new TypedDocumentString(`
    query HttpSecurityBoardPin {
  board(id: "abc") {
    id
  }
  pin(id: "x1") {
    id
  }
}
    `) as unknown as TypedDocumentString<HttpSecurityBoardPinQuery, HttpSecurityBoardPinQueryVariables>;
export const HttpSecurityBoardPin2Document = new TypedDocumentString(`
    query HttpSecurityBoardPin2 {
  board(id: "99999999999999999999") {
    id
  }
  pin(id: "99999999999999999999") {
    id
  }
  boardSection(boardId: "abc", slug: "x") {
    id
  }
}
    `) as unknown as TypedDocumentString<HttpSecurityBoardPin2Query, HttpSecurityBoardPin2QueryVariables>;
export const IdeasTopicsDocument = new TypedDocumentString(`
    query IdeasTopics {
  ideaTopics {
    entityId
    name
    slug
    url
    pinCount
    cover {
      entityId
    }
  }
}
    `) as unknown as TypedDocumentString<IdeasTopicsQuery, IdeasTopicsQueryVariables>;
export const IdeasTopicDocument = new TypedDocumentString(`
    query IdeasTopic($id: String!) {
  ideaTopic(id: $id) {
    entityId
    name
    url
    pinCount
    cover {
      entityId
    }
    pins(first: 2) {
      edges {
        node {
          entityId
          title
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
    related {
      name
    }
  }
}
    `) as unknown as TypedDocumentString<IdeasTopicQuery, IdeasTopicQueryVariables>;
export const IdeasTopicMoreDocument = new TypedDocumentString(`
    query IdeasTopicMore($id: String!, $after: String) {
  ideaTopic(id: $id) {
    pins(first: 50, after: $after) {
      edges {
        node {
          entityId
          title
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<IdeasTopicMoreQuery, IdeasTopicMoreQueryVariables>;
export const InterestsWelcomeDocument = new TypedDocumentString(`
    query InterestsWelcome {
  viewer {
    welcomePending
    interests {
      slug
      name
    }
  }
  interestChoices {
    slug
    name
  }
}
    `) as unknown as TypedDocumentString<InterestsWelcomeQuery, InterestsWelcomeQueryVariables>;
export const InterestsSaveDocument = new TypedDocumentString(`
    mutation InterestsSave($slugs: [String!]!) {
  saveInterests(slugs: $slugs) {
    __typename
    ...DomainErrorFields
    ... on MutationSaveInterestsSuccess {
      data {
        slug
        name
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<InterestsSaveMutation, InterestsSaveMutationVariables>;
export const InterestsFinishWelcomeDocument = new TypedDocumentString(`
    mutation InterestsFinishWelcome {
  finishWelcome {
    __typename
    ...DomainErrorFields
    ... on MutationFinishWelcomeSuccess {
      data
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<InterestsFinishWelcomeMutation, InterestsFinishWelcomeMutationVariables>;
export const InterestsProvidersDocument = new TypedDocumentString(`
    query InterestsProviders {
  socialLoginProviders {
    provider
    oneTapClientId
  }
}
    `) as unknown as TypedDocumentString<InterestsProvidersQuery, InterestsProvidersQueryVariables>;
export const InterestsHomeDocument = new TypedDocumentString(`
    query InterestsHome($first: Int!, $after: String) {
  homeFeed(first: $first, after: $after) {
    edges {
      node {
        entityId
        title
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}
    `) as unknown as TypedDocumentString<InterestsHomeQuery, InterestsHomeQueryVariables>;
export const LinkStatusCheckDocument = new TypedDocumentString(`
    query LinkStatusCheck($url: String!) {
  pinLinkStatus(url: $url) {
    __typename
    ...DomainErrorFields
    ... on QueryPinLinkStatusSuccess {
      data {
        kind
        redirectsTo
        httpStatus
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<LinkStatusCheckQuery, LinkStatusCheckQueryVariables>;
export const LoginThrottleLogInDocument = new TypedDocumentString(`
    mutation LoginThrottleLogIn($input: LogInInput!) {
  logIn(input: $input) {
    __typename
    ... on DomainError {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<LoginThrottleLogInMutation, LoginThrottleLogInMutationVariables>;
export const LoginThrottleLogOutDocument = new TypedDocumentString(`
    mutation LoginThrottleLogOut {
  logOut
}
    `) as unknown as TypedDocumentString<LoginThrottleLogOutMutation, LoginThrottleLogOutMutationVariables>;
export const LoginAssistFinishDocument = new TypedDocumentString(`
    mutation LoginAssistFinish($token: String!) {
  finishLoginAssistance(token: $token) {
    __typename
    ... on DomainError {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<LoginAssistFinishMutation, LoginAssistFinishMutationVariables>;
export const LoginAssistViewerDocument = new TypedDocumentString(`
    query LoginAssistViewer {
  viewer {
    id
  }
}
    `) as unknown as TypedDocumentString<LoginAssistViewerQuery, LoginAssistViewerQueryVariables>;
export const MediaPostCreateUserStateDocument = new TypedDocumentString(`
    query MediaPostCreateUserState {
  userState(state: "claiming_upsells_seen")
}
    `) as unknown as TypedDocumentString<MediaPostCreateUserStateQuery, MediaPostCreateUserStateQueryVariables>;
export const MediaPostCreateSetUserStateDocument = new TypedDocumentString(`
    mutation MediaPostCreateSetUserState {
  setUserState(state: "claiming_upsells_seen", value: "POST_CREATE_UPSELL_V2") {
    __typename
    ...DomainErrorFields
    ... on MutationSetUserStateSuccess {
      data
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<MediaPostCreateSetUserStateMutation, MediaPostCreateSetUserStateMutationVariables>;
export const MediaPostCreateUpdateUserSettingsDocument = new TypedDocumentString(`
    mutation MediaPostCreateUpdateUserSettings {
  updateUserSettings(
    input: {listedWebsiteUrl: "https://www.instagram.com/pat.pins/"}
  ) {
    __typename
    ...DomainErrorFields
    ... on MutationUpdateUserSettingsSuccess {
      data {
        listedWebsiteUrl
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<MediaPostCreateUpdateUserSettingsMutation, MediaPostCreateUpdateUserSettingsMutationVariables>;
export const MediaPostCreateConnectAccountDocument = new TypedDocumentString(`
    mutation MediaPostCreateConnectAccount {
  connectAccount(input: {network: "instagram", username: "@pat.pins"}) {
    ... on MutationConnectAccountSuccess {
      data {
        connectedToInstagram
        connectedAccounts {
          network
          username
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<MediaPostCreateConnectAccountMutation, MediaPostCreateConnectAccountMutationVariables>;
export const MediaPostCreateDisconnectAccountDocument = new TypedDocumentString(`
    mutation MediaPostCreateDisconnectAccount {
  disconnectAccount(network: "instagram") {
    __typename
  }
}
    `) as unknown as TypedDocumentString<MediaPostCreateDisconnectAccountMutation, MediaPostCreateDisconnectAccountMutationVariables>;
export const MediaPostCreateUpdateUserSettings3Document = new TypedDocumentString(`
    mutation MediaPostCreateUpdateUserSettings3 {
  updateUserSettings(input: {listedWebsiteUrl: ""}) {
    __typename
  }
}
    `) as unknown as TypedDocumentString<MediaPostCreateUpdateUserSettings3Mutation, MediaPostCreateUpdateUserSettings3MutationVariables>;
export const MediaPostCreateUpdateUserSettings2Document = new TypedDocumentString(`
    mutation MediaPostCreateUpdateUserSettings2 {
  updateUserSettings(input: {listedWebsiteUrl: "javascript:alert(1)"}) {
    __typename
    ...DomainErrorFields
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<MediaPostCreateUpdateUserSettings2Mutation, MediaPostCreateUpdateUserSettings2MutationVariables>;
export const MediaPostCreateConnectAccount2Document = new TypedDocumentString(`
    mutation MediaPostCreateConnectAccount2 {
  connectAccount(input: {network: "myspace", username: "pat"}) {
    __typename
    ...DomainErrorFields
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<MediaPostCreateConnectAccount2Mutation, MediaPostCreateConnectAccount2MutationVariables>;
export const MediaPostCreateDocument = new TypedDocumentString(`
    query MediaPostCreate {
  experimentGroup(name: "web_post_create_retargeting")
  experimentEnabled(name: "web_post_create_retargeting")
}
    `) as unknown as TypedDocumentString<MediaPostCreateQuery, MediaPostCreateQueryVariables>;
export const MediaPostCreateExperimentGroupDocument = new TypedDocumentString(`
    query MediaPostCreateExperimentGroup {
  experimentGroup(name: "no_such_experiment")
}
    `) as unknown as TypedDocumentString<MediaPostCreateExperimentGroupQuery, MediaPostCreateExperimentGroupQueryVariables>;
export const MediaPostCreateExperimentGroup2Document = new TypedDocumentString(`
    query MediaPostCreateExperimentGroup2 {
  experimentGroup(name: "web_post_create_retargeting")
}
    `) as unknown as TypedDocumentString<MediaPostCreateExperimentGroup2Query, MediaPostCreateExperimentGroup2QueryVariables>;
export const MediaPostCreateExperimentEnabledDocument = new TypedDocumentString(`
    query MediaPostCreateExperimentEnabled {
  experimentEnabled(name: "web_post_create_retargeting")
}
    `) as unknown as TypedDocumentString<MediaPostCreateExperimentEnabledQuery, MediaPostCreateExperimentEnabledQueryVariables>;
export const MediaPostCreateTrackEventDocument = new TypedDocumentString(`
    mutation MediaPostCreateTrackEvent {
  trackEvent(input: {event: "pin_create_fail", path: "/pin/create/link/"}) {
    __typename
    ...DomainErrorFields
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<MediaPostCreateTrackEventMutation, MediaPostCreateTrackEventMutationVariables>;
export const MediaPurgeDeletePinDocument = new TypedDocumentString(`
    mutation MediaPurgeDeletePin($id: String!) {
  deletePin(pinId: $id) {
    __typename
    ...DomainErrorFields
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<MediaPurgeDeletePinMutation, MediaPurgeDeletePinMutationVariables>;
export const MediaPurgeDeleteBoardDocument = new TypedDocumentString(`
    mutation MediaPurgeDeleteBoard($id: String!) {
  deleteBoard(boardId: $id) {
    __typename
  }
}
    `) as unknown as TypedDocumentString<MediaPurgeDeleteBoardMutation, MediaPurgeDeleteBoardMutationVariables>;
export const MediaSsrfCreatePinDocument = new TypedDocumentString(`
    mutation MediaSsrfCreatePin($input: CreatePinInput!) {
  createPin(input: $input) {
    __typename
    ...DomainErrorFields
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<MediaSsrfCreatePinMutation, MediaSsrfCreatePinMutationVariables>;
export const PinMediaDocument = new TypedDocumentString(`
    query PinMedia($id: String!) {
  pin(id: $id) {
    entityId
    imageSpec_orig {
      url
      width
      height
    }
    imageSpec_236x {
      url
      width
    }
    video {
      url
      format
      durationMs
      width
      height
      coverImage {
        signature
        width
        height
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PinMediaQuery, PinMediaQueryVariables>;
export const MediaUploadRegisterUploadDocument = new TypedDocumentString(`
    mutation MediaUploadRegisterUpload {
  registerUpload(type: pinimage) {
    __typename
    ...DomainErrorFields
    ... on MutationRegisterUploadSuccess {
      data {
        uploadId
        uploadUrl
        uploadParameters {
          name
          value
        }
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<MediaUploadRegisterUploadMutation, MediaUploadRegisterUploadMutationVariables>;
export const MediaUploadUploadStatusDocument = new TypedDocumentString(`
    query MediaUploadUploadStatus($ids: [String!]!) {
  uploadStatus(ids: $ids) {
    uploadId
    type
    status
    signature
    imageUrl
  }
}
    `) as unknown as TypedDocumentString<MediaUploadUploadStatusQuery, MediaUploadUploadStatusQueryVariables>;
export const MediaUploadUserSettingsDocument = new TypedDocumentString(`
    query MediaUploadUserSettings {
  userSettings {
    videoUploadAllowed
  }
}
    `) as unknown as TypedDocumentString<MediaUploadUserSettingsQuery, MediaUploadUserSettingsQueryVariables>;
export const MediaUrlCreatePinDocument = new TypedDocumentString(`
    mutation MediaUrlCreatePin($input: CreatePinInput!) {
  createPin(input: $input) {
    __typename
    ...DomainErrorFields
    ... on MutationCreatePinSuccess {
      data {
        entityId
        title
        imageSpec_orig {
          url
          width
          height
        }
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<MediaUrlCreatePinMutation, MediaUrlCreatePinMutationVariables>;
export const MediaUrlRegisterImageUrlDocument = new TypedDocumentString(`
    mutation MediaUrlRegisterImageUrl($url: String!) {
  registerImageUrl(url: $url) {
    __typename
    ... on MutationRegisterImageUrlSuccess {
      data {
        uploadId
        status
      }
    }
  }
}
    `) as unknown as TypedDocumentString<MediaUrlRegisterImageUrlMutation, MediaUrlRegisterImageUrlMutationVariables>;
export const MediaUrlFindPinImagesDocument = new TypedDocumentString(`
    query MediaUrlFindPinImages($url: String!) {
  findPinImages(url: $url) {
    type
    url
    width
    height
  }
}
    `) as unknown as TypedDocumentString<MediaUrlFindPinImagesQuery, MediaUrlFindPinImagesQueryVariables>;
export const MediaUrlFindPinImages2Document = new TypedDocumentString(`
    query MediaUrlFindPinImages2($url: String!) {
  findPinImages(url: $url) {
    url
    width
  }
}
    `) as unknown as TypedDocumentString<MediaUrlFindPinImages2Query, MediaUrlFindPinImages2QueryVariables>;
export const MfaStartMfaEnrollmentDocument = new TypedDocumentString(`
    mutation MfaStartMfaEnrollment {
  startMfaEnrollment {
    __typename
    ...DomainErrorFields
    ... on MutationStartMfaEnrollmentSuccess {
      data {
        secret
        otpauthUri
        qrCodeDataUrl
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<MfaStartMfaEnrollmentMutation, MfaStartMfaEnrollmentMutationVariables>;
export const MfaConfirmMfaEnrollmentDocument = new TypedDocumentString(`
    mutation MfaConfirmMfaEnrollment($input: ConfirmMfaEnrollmentInput!) {
  confirmMfaEnrollment(input: $input) {
    __typename
    ...DomainErrorFields
    ... on MutationConfirmMfaEnrollmentSuccess {
      data
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<MfaConfirmMfaEnrollmentMutation, MfaConfirmMfaEnrollmentMutationVariables>;
export const MfaLogInDocument = new TypedDocumentString(`
    mutation MfaLogIn($input: LogInInput!) {
  logIn(input: $input) {
    __typename
    ...DomainErrorFields
    ... on MutationLogInSuccess {
      data {
        entityId
      }
    }
    ... on LogInMfaRequired {
      ticket
      expiresAt
      loginMethod
      message
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<MfaLogInMutation, MfaLogInMutationVariables>;
export const MfaVerifyLoginCodeDocument = new TypedDocumentString(`
    mutation MfaVerifyLoginCode($input: VerifyLoginCodeInput!) {
  verifyLoginCode(input: $input) {
    __typename
    ...DomainErrorFields
    ... on MutationVerifyLoginCodeSuccess {
      data {
        entityId
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<MfaVerifyLoginCodeMutation, MfaVerifyLoginCodeMutationVariables>;
export const MfaViewerDocument = new TypedDocumentString(`
    query MfaViewer {
  viewer {
    isAuth
    id
    mfaEnabled
  }
}
    `) as unknown as TypedDocumentString<MfaViewerQuery, MfaViewerQueryVariables>;
export const MfaDisableMfaDocument = new TypedDocumentString(`
    mutation MfaDisableMfa($input: DisableMfaInput!) {
  disableMfa(input: $input) {
    __typename
    ...DomainErrorFields
    ... on MutationDisableMfaSuccess {
      data
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<MfaDisableMfaMutation, MfaDisableMfaMutationVariables>;
export const MfaLogOutDocument = new TypedDocumentString(`
    mutation MfaLogOut {
  logOut
}
    `) as unknown as TypedDocumentString<MfaLogOutMutation, MfaLogOutMutationVariables>;
export const MfaSessionsDocument = new TypedDocumentString(`
    query MfaSessions {
  sessions {
    current
    loginMethod
    loginMethodLabel
  }
}
    `) as unknown as TypedDocumentString<MfaSessionsQuery, MfaSessionsQueryVariables>;
export const MfaRegenerateRecoveryCodesDocument = new TypedDocumentString(`
    mutation MfaRegenerateRecoveryCodes($input: RegenerateRecoveryCodesInput!) {
  regenerateRecoveryCodes(input: $input) {
    __typename
    ...DomainErrorFields
    ... on MutationRegenerateRecoveryCodesSuccess {
      data
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<MfaRegenerateRecoveryCodesMutation, MfaRegenerateRecoveryCodesMutationVariables>;
export const MfaRequestPasswordResetDocument = new TypedDocumentString(`
    mutation MfaRequestPasswordReset($email: String!) {
  requestPasswordReset(email: $email) {
    __typename
  }
}
    `) as unknown as TypedDocumentString<MfaRequestPasswordResetMutation, MfaRequestPasswordResetMutationVariables>;
export const MfaResetPasswordDocument = new TypedDocumentString(`
    mutation MfaResetPassword($input: ResetPasswordInput!) {
  resetPassword(input: $input) {
    __typename
    ...DomainErrorFields
    ... on LogInMfaRequired {
      ticket
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<MfaResetPasswordMutation, MfaResetPasswordMutationVariables>;
export const MovesMoveDocument = new TypedDocumentString(`
    mutation MovesMove($input: MovePinsInput!) {
  movePins(input: $input) {
    __typename
    ...DomainErrorFields
    ... on DomainError {
      apiErrorCode
    }
    ... on MutationMovePinsSuccess {
      data {
        fromBoard {
          pinCount
        }
        toBoard {
          pinCount
        }
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<MovesMoveMutation, MovesMoveMutationVariables>;
export const MovesDeleteSectionDocument = new TypedDocumentString(`
    mutation MovesDeleteSection($id: String!) {
  deleteSection(sectionId: $id) {
    __typename
  }
}
    `) as unknown as TypedDocumentString<MovesDeleteSectionMutation, MovesDeleteSectionMutationVariables>;
export const MovesRenameSectionDocument = new TypedDocumentString(`
    mutation MovesRenameSection($id: String!) {
  renameSection(sectionId: $id, name: "  Alpha ") {
    __typename
  }
}
    `) as unknown as TypedDocumentString<MovesRenameSectionMutation, MovesRenameSectionMutationVariables>;
export const MovesReorderSectionsDocument = new TypedDocumentString(`
    mutation MovesReorderSections($b: String!, $ids: [String!]!) {
  reorderSections(boardId: $b, sectionIds: $ids) {
    __typename
  }
}
    `) as unknown as TypedDocumentString<MovesReorderSectionsMutation, MovesReorderSectionsMutationVariables>;
export const MovesBoardDocument = new TypedDocumentString(`
    query MovesBoard($id: String!) {
  board(id: $id) {
    sections {
      edges {
        node {
          title
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<MovesBoardQuery, MovesBoardQueryVariables>;
export const MovesDeletePinDocument = new TypedDocumentString(`
    mutation MovesDeletePin($id: String!) {
  deletePin(pinId: $id) {
    __typename
  }
}
    `) as unknown as TypedDocumentString<MovesDeletePinMutation, MovesDeletePinMutationVariables>;
export const OAuthAppsRegisterDocument = new TypedDocumentString(`
    mutation OAuthAppsRegister($input: RegisterOAuthAppInput!) {
  registerOAuthApp(input: $input) {
    __typename
    ... on MutationRegisterOAuthAppSuccess {
      data {
        app {
          clientId
        }
        clientSecret
      }
    }
    ... on DomainError {
      message
      field
    }
  }
}
    `) as unknown as TypedDocumentString<OAuthAppsRegisterMutation, OAuthAppsRegisterMutationVariables>;
export const OAuthAppsAnswerDocument = new TypedDocumentString(`
    mutation OAuthAppsAnswer($request: OAuthAuthorizationInput!, $allow: Boolean!) {
  answerOAuthAuthorization(request: $request, allow: $allow) {
    __typename
    ... on MutationAnswerOAuthAuthorizationSuccess {
      data
    }
    ... on DomainError {
      message
    }
  }
}
    `) as unknown as TypedDocumentString<OAuthAppsAnswerMutation, OAuthAppsAnswerMutationVariables>;
export const OAuthAppsConnectedDocument = new TypedDocumentString(`
    query OAuthAppsConnected {
  connectedApps {
    name
    scopes {
      scope
    }
  }
}
    `) as unknown as TypedDocumentString<OAuthAppsConnectedQuery, OAuthAppsConnectedQueryVariables>;
export const OAuthAppsAuthorizationDocument = new TypedDocumentString(`
    query OAuthAppsAuthorization($request: OAuthAuthorizationInput!) {
  oauthAuthorization(request: $request) {
    kind
    message
    redirectUrl
    appName
    scopes {
      scope
      description
    }
  }
}
    `) as unknown as TypedDocumentString<OAuthAppsAuthorizationQuery, OAuthAppsAuthorizationQueryVariables>;
export const OAuthAppsRevokeConnectedDocument = new TypedDocumentString(`
    mutation OAuthAppsRevokeConnected($id: String!) {
  revokeConnectedApp(clientId: $id) {
    __typename
  }
}
    `) as unknown as TypedDocumentString<OAuthAppsRevokeConnectedMutation, OAuthAppsRevokeConnectedMutationVariables>;
export const OAuthAppsListDocument = new TypedDocumentString(`
    query OAuthAppsList {
  oauthApps {
    clientId
    name
    redirectUris
    confidential
  }
}
    `) as unknown as TypedDocumentString<OAuthAppsListQuery, OAuthAppsListQueryVariables>;
export const OAuthAppsDeleteDocument = new TypedDocumentString(`
    mutation OAuthAppsDelete($id: String!) {
  deleteOAuthApp(clientId: $id) {
    __typename
  }
}
    `) as unknown as TypedDocumentString<OAuthAppsDeleteMutation, OAuthAppsDeleteMutationVariables>;
export const OffsitePinDocument = new TypedDocumentString(`
    query OffsitePin($id: String!) {
  pin(id: $id) {
    offsiteUrl
  }
}
    `) as unknown as TypedDocumentString<OffsitePinQuery, OffsitePinQueryVariables>;
export const OffsiteLinkCheckDocument = new TypedDocumentString(`
    query OffsiteLinkCheck {
  linkCheck(url: "https://shop.iffy.example/") {
    ... on QueryLinkCheckSuccess {
      data {
        redirectStatus
        followable
      }
    }
  }
}
    `) as unknown as TypedDocumentString<OffsiteLinkCheckQuery, OffsiteLinkCheckQueryVariables>;
export const OffsiteLinkCheck2Document = new TypedDocumentString(`
    query OffsiteLinkCheck2($pin: String!) {
  linkCheck(url: "", pinId: $pin) {
    __typename
    ... on DomainError {
      code
    }
  }
}
    `) as unknown as TypedDocumentString<OffsiteLinkCheck2Query, OffsiteLinkCheck2QueryVariables>;
export const OffsiteLinkCheck3Document = new TypedDocumentString(`
    query OffsiteLinkCheck3 {
  linkCheck(url: "https://downloads.malware.example/") {
    ... on QueryLinkCheckSuccess {
      data {
        redirectStatus
      }
    }
  }
}
    `) as unknown as TypedDocumentString<OffsiteLinkCheck3Query, OffsiteLinkCheck3QueryVariables>;
export const PaginationBoardPinsPageDocument = new TypedDocumentString(`
    query PaginationBoardPinsPage($id: String!, $first: Int, $after: String) {
  board(id: $id) {
    pins(first: $first, after: $after) {
      edges {
        cursor
        node {
          entityId
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PaginationBoardPinsPageQuery, PaginationBoardPinsPageQueryVariables>;
export const PaginationBoardDocument = new TypedDocumentString(`
    query PaginationBoard($id: String!, $before: String) {
  board(id: $id) {
    pins(last: 4, before: $before) {
      edges {
        node {
          entityId
        }
      }
      pageInfo {
        hasPreviousPage
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PaginationBoardQuery, PaginationBoardQueryVariables>;
export const PaginationHomeFeedPageDocument = new TypedDocumentString(`
    query PaginationHomeFeedPage($first: Int, $after: String) {
  homeFeed(first: $first, after: $after) {
    edges {
      cursor
      node {
        entityId
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}
    `) as unknown as TypedDocumentString<PaginationHomeFeedPageQuery, PaginationHomeFeedPageQueryVariables>;
export const PaginationUserPinsPageDocument = new TypedDocumentString(`
    query PaginationUserPinsPage($u: String!, $first: Int, $after: String) {
  user(username: $u) {
    pins(first: $first, after: $after) {
      edges {
        cursor
        node {
          entityId
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PaginationUserPinsPageQuery, PaginationUserPinsPageQueryVariables>;
export const PaginationSectionPinsPageDocument = new TypedDocumentString(`
    query PaginationSectionPinsPage($id: ID!, $first: Int, $after: String) {
  node(id: $id) {
    ... on BoardSection {
      pins(first: $first, after: $after) {
        edges {
          cursor
          node {
            entityId
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PaginationSectionPinsPageQuery, PaginationSectionPinsPageQueryVariables>;
export const PaginationBoardSectionsPageDocument = new TypedDocumentString(`
    query PaginationBoardSectionsPage($id: String!, $first: Int, $after: String) {
  board(id: $id) {
    sections(first: $first, after: $after) {
      edges {
        cursor
        node {
          entityId
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PaginationBoardSectionsPageQuery, PaginationBoardSectionsPageQueryVariables>;
export const PaginationUserBoardsPageDocument = new TypedDocumentString(`
    query PaginationUserBoardsPage($u: String!, $first: Int, $after: String) {
  user(username: $u) {
    boards(first: $first, after: $after) {
      edges {
        cursor
        node {
          entityId
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PaginationUserBoardsPageQuery, PaginationUserBoardsPageQueryVariables>;
export const PaginationHomeFeedDocument = new TypedDocumentString(`
    query PaginationHomeFeed {
  homeFeed(first: 1000) {
    edges {
      cursor
      node {
        entityId
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}
    `) as unknown as TypedDocumentString<PaginationHomeFeedQuery, PaginationHomeFeedQueryVariables>;
export const PaginationUserDocument = new TypedDocumentString(`
    query PaginationUser($u: String!) {
  user(username: $u) {
    boards(first: 1) {
      edges {
        cursor
        node {
          entityId
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PaginationUserQuery, PaginationUserQueryVariables>;
export const PaginationUser2Document = new TypedDocumentString(`
    query PaginationUser2($u: String!, $after: String) {
  user(username: $u) {
    boards(first: 1, after: $after) {
      edges {
        cursor
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PaginationUser2Query, PaginationUser2QueryVariables>;
export const PaidCreatePinDocument = new TypedDocumentString(`
    mutation PaidCreatePin($input: CreatePinInput!) {
  createPin(input: $input) {
    __typename
    ...DomainErrorFields
    ... on MutationCreatePinSuccess {
      data {
        entityId
        paidLink
        paidPartnership {
          status
          brandName
          label
        }
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<PaidCreatePinMutation, PaidCreatePinMutationVariables>;
export const PaidUpdatePinDocument = new TypedDocumentString(`
    mutation PaidUpdatePin($input: UpdatePinInput!) {
  updatePin(input: $input) {
    __typename
    ...DomainErrorFields
    ... on MutationUpdatePinSuccess {
      data {
        title
        paidLink
        canSetPaidLabels
        paidPartnership {
          status
          brandName
          brand {
            username
          }
        }
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<PaidUpdatePinMutation, PaidUpdatePinMutationVariables>;
export const PaidPinDocument = new TypedDocumentString(`
    query PaidPin($id: String!) {
  pin(id: $id) {
    title
    link
    paidLink
    paidLabel
    canSetPaidLabels
    paidPartnership {
      status
      brandName
      label
      brand {
        username
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PaidPinQuery, PaidPinQueryVariables>;
export const PaidBoardCardsDocument = new TypedDocumentString(`
    query PaidBoardCards($id: String!) {
  board(id: $id) {
    pins(first: 20) {
      edges {
        node {
          entityId
          paidLink
          paidLabel
          paidPartnership {
            status
            brandName
            label
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PaidBoardCardsQuery, PaidBoardCardsQueryVariables>;
export const PaidRequestsDocument = new TypedDocumentString(`
    query PaidRequests {
  paidPartnershipRequests(first: 20) {
    edges {
      node {
        id
        status
        creator {
          username
        }
        pin {
          entityId
          title
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PaidRequestsQuery, PaidRequestsQueryVariables>;
export const PaidAnswerDocument = new TypedDocumentString(`
    mutation PaidAnswer($requestId: String!, $answer: PaidPartnershipAnswer!) {
  answerPaidPartnership(requestId: $requestId, answer: $answer) {
    __typename
    ...DomainErrorFields
    ... on MutationAnswerPaidPartnershipSuccess {
      data {
        id
        status
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<PaidAnswerMutation, PaidAnswerMutationVariables>;
export const PaidBrandSearchDocument = new TypedDocumentString(`
    query PaidBrandSearch($query: String!) {
  brandSearch(query: $query) {
    entityId
    username
  }
}
    `) as unknown as TypedDocumentString<PaidBrandSearchQuery, PaidBrandSearchQueryVariables>;
export const PaidSaveDocument = new TypedDocumentString(`
    mutation PaidSave($input: SavePinInput!) {
  savePin(input: $input) {
    __typename
    ...DomainErrorFields
    ... on MutationSavePinSuccess {
      data {
        entityId
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<PaidSaveMutation, PaidSaveMutationVariables>;
export const PaidBlockDocument = new TypedDocumentString(`
    mutation PaidBlock($userId: String!) {
  blockUser(userId: $userId) {
    __typename
    ...DomainErrorFields
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<PaidBlockMutation, PaidBlockMutationVariables>;
export const PaidConvertDocument = new TypedDocumentString(`
    mutation PaidConvert($input: ConvertToBusinessInput!) {
  convertToBusiness(input: $input) {
    __typename
  }
}
    `) as unknown as TypedDocumentString<PaidConvertMutation, PaidConvertMutationVariables>;
export const PaidCreateLinkedDocument = new TypedDocumentString(`
    mutation PaidCreateLinked($input: CreateLinkedBusinessInput!) {
  createLinkedBusiness(input: $input) {
    __typename
    ...DomainErrorFields
    ... on MutationCreateLinkedBusinessSuccess {
      data {
        id
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<PaidCreateLinkedMutation, PaidCreateLinkedMutationVariables>;
export const PasswordResetMailResetDocument = new TypedDocumentString(`
    mutation PasswordResetMailReset($input: ResetPasswordInput!) {
  resetPassword(input: $input) {
    __typename
    ...DomainErrorFields
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<PasswordResetMailResetMutation, PasswordResetMailResetMutationVariables>;
export const PasswordResetMailEmailSettingsDocument = new TypedDocumentString(`
    query PasswordResetMailEmailSettings {
  emailSettings {
    email
    verified
  }
}
    `) as unknown as TypedDocumentString<PasswordResetMailEmailSettingsQuery, PasswordResetMailEmailSettingsQueryVariables>;
export const PasswordResetMailChangeEmailDocument = new TypedDocumentString(`
    mutation PasswordResetMailChangeEmail($input: ChangeEmailInput!) {
  changeEmail(input: $input) {
    __typename
    ...DomainErrorFields
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<PasswordResetMailChangeEmailMutation, PasswordResetMailChangeEmailMutationVariables>;
export const PasswordResetMailLogInDocument = new TypedDocumentString(`
    mutation PasswordResetMailLogIn($input: LogInInput!) {
  logIn(input: $input) {
    __typename
    ...DomainErrorFields
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<PasswordResetMailLogInMutation, PasswordResetMailLogInMutationVariables>;
export const PasswordResetMailConvertToBusinessDocument = new TypedDocumentString(`
    mutation PasswordResetMailConvertToBusiness($input: ConvertToBusinessInput!) {
  convertToBusiness(input: $input) {
    __typename
  }
}
    `) as unknown as TypedDocumentString<PasswordResetMailConvertToBusinessMutation, PasswordResetMailConvertToBusinessMutationVariables>;
export const PasswordResetMailCreateLinkedBusinessDocument = new TypedDocumentString(`
    mutation PasswordResetMailCreateLinkedBusiness($input: CreateLinkedBusinessInput!) {
  createLinkedBusiness(input: $input) {
    __typename
    ...DomainErrorFields
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<PasswordResetMailCreateLinkedBusinessMutation, PasswordResetMailCreateLinkedBusinessMutationVariables>;
export const PasswordResetMailLogIn2Document = new TypedDocumentString(`
    mutation PasswordResetMailLogIn2($input: LogInInput!) {
  logIn(input: $input) {
    __typename
  }
}
    `) as unknown as TypedDocumentString<PasswordResetMailLogIn2Mutation, PasswordResetMailLogIn2MutationVariables>;
export const PasswordResetsRequestPasswordResetDocument = new TypedDocumentString(`
    mutation PasswordResetsRequestPasswordReset($email: String!) {
  requestPasswordReset(email: $email) {
    __typename
    ... on MutationRequestPasswordResetSuccess {
      data
    }
  }
}
    `) as unknown as TypedDocumentString<PasswordResetsRequestPasswordResetMutation, PasswordResetsRequestPasswordResetMutationVariables>;
export const PasswordResetsResetPasswordDocument = new TypedDocumentString(`
    mutation PasswordResetsResetPassword($input: ResetPasswordInput!) {
  resetPassword(input: $input) {
    __typename
    ...DomainErrorFields
    ... on MutationResetPasswordSuccess {
      data {
        entityId
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<PasswordResetsResetPasswordMutation, PasswordResetsResetPasswordMutationVariables>;
export const PasswordResetsLogInDocument = new TypedDocumentString(`
    mutation PasswordResetsLogIn($input: LogInInput!) {
  logIn(input: $input) {
    __typename
  }
}
    `) as unknown as TypedDocumentString<PasswordResetsLogInMutation, PasswordResetsLogInMutationVariables>;
export const PasswordResetsViewerDocument = new TypedDocumentString(`
    query PasswordResetsViewer {
  viewer {
    isAuth
  }
}
    `) as unknown as TypedDocumentString<PasswordResetsViewerQuery, PasswordResetsViewerQueryVariables>;
export const PasswordResetsPasswordResetLinkUsableDocument = new TypedDocumentString(`
    query PasswordResetsPasswordResetLinkUsable($t: String!) {
  passwordResetLinkUsable(token: $t)
}
    `) as unknown as TypedDocumentString<PasswordResetsPasswordResetLinkUsableQuery, PasswordResetsPasswordResetLinkUsableQueryVariables>;
export const PasswordResetsChangePasswordDocument = new TypedDocumentString(`
    mutation PasswordResetsChangePassword($input: ChangePasswordInput!) {
  changePassword(input: $input) {
    __typename
    ...DomainErrorFields
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<PasswordResetsChangePasswordMutation, PasswordResetsChangePasswordMutationVariables>;
export const PinCreationSwitchesReadDocument = new TypedDocumentString(`
    query PinCreationSwitchesRead {
  pinCreationSwitches {
    all
    web
    idea
    video
  }
}
    `) as unknown as TypedDocumentString<PinCreationSwitchesReadQuery, PinCreationSwitchesReadQueryVariables>;
export const PinCreationSwitchesCreateDocument = new TypedDocumentString(`
    mutation PinCreationSwitchesCreate($input: CreatePinInput!) {
  createPin(input: $input) {
    __typename
    ...DomainErrorFields
    ... on MutationCreatePinSuccess {
      data {
        entityId
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<PinCreationSwitchesCreateMutation, PinCreationSwitchesCreateMutationVariables>;
export const PinCreationSwitchesCarouselDocument = new TypedDocumentString(`
    mutation PinCreationSwitchesCarousel($input: CreateCarouselPinInput!) {
  createCarouselPin(input: $input) {
    __typename
    ...DomainErrorFields
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<PinCreationSwitchesCarouselMutation, PinCreationSwitchesCarouselMutationVariables>;
export const PinCreationSwitchesSaveDocument = new TypedDocumentString(`
    mutation PinCreationSwitchesSave($input: SavePinInput!) {
  savePin(input: $input) {
    __typename
    ...DomainErrorFields
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<PinCreationSwitchesSaveMutation, PinCreationSwitchesSaveMutationVariables>;
export const PinEditsUpdatePinDocument = new TypedDocumentString(`
    mutation PinEditsUpdatePin($input: UpdatePinInput!) {
  updatePin(input: $input) {
    __typename
    ... on MutationUpdatePinSuccess {
      data {
        entityId
        title
        description
        link
        altText
        canEdit
      }
    }
    ... on DomainError {
      code
      message
      field
    }
  }
}
    `) as unknown as TypedDocumentString<PinEditsUpdatePinMutation, PinEditsUpdatePinMutationVariables>;
export const PinEditsPinDocument = new TypedDocumentString(`
    query PinEditsPin($id: String!) {
  pin(id: $id) {
    canEdit
  }
}
    `) as unknown as TypedDocumentString<PinEditsPinQuery, PinEditsPinQueryVariables>;
export const PrivacyBoardDocument = new TypedDocumentString(`
    query PrivacyBoard($id: String!) {
  board(id: $id) {
    name
    privacy
  }
}
    `) as unknown as TypedDocumentString<PrivacyBoardQuery, PrivacyBoardQueryVariables>;
export const PrivacyBoard2Document = new TypedDocumentString(`
    query PrivacyBoard2($u: String!, $s: String!) {
  board(username: $u, slug: $s) {
    entityId
  }
}
    `) as unknown as TypedDocumentString<PrivacyBoard2Query, PrivacyBoard2QueryVariables>;
export const PrivacyBoardSectionDocument = new TypedDocumentString(`
    query PrivacyBoardSection($b: ID!, $s: ID!, $p: ID!) {
  board: node(id: $b) {
    id
  }
  section: node(id: $s) {
    id
  }
  pin: node(id: $p) {
    id
  }
}
    `) as unknown as TypedDocumentString<PrivacyBoardSectionQuery, PrivacyBoardSectionQueryVariables>;
export const PrivacyNodesDocument = new TypedDocumentString(`
    query PrivacyNodes($ids: [ID!]!) {
  nodes(ids: $ids) {
    id
  }
}
    `) as unknown as TypedDocumentString<PrivacyNodesQuery, PrivacyNodesQueryVariables>;
export const PrivacyUserDocument = new TypedDocumentString(`
    query PrivacyUser($u: String!) {
  user(username: $u) {
    boards(first: 50) {
      edges {
        node {
          name
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PrivacyUserQuery, PrivacyUserQueryVariables>;
export const PrivacyBoardSectionsDocument = new TypedDocumentString(`
    query PrivacyBoardSections($id: String!) {
  board(id: $id) {
    sections {
      edges {
        node {
          title
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PrivacyBoardSectionsQuery, PrivacyBoardSectionsQueryVariables>;
export const PrivacyBoardSection2Document = new TypedDocumentString(`
    query PrivacyBoardSection2($b: String!, $s: String!) {
  boardSection(boardId: $b, slug: $s) {
    title
  }
}
    `) as unknown as TypedDocumentString<PrivacyBoardSection2Query, PrivacyBoardSection2QueryVariables>;
export const PrivacyBoardPinsDocument = new TypedDocumentString(`
    query PrivacyBoardPins($id: String!) {
  board(id: $id) {
    pins(first: 50) {
      edges {
        node {
          entityId
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PrivacyBoardPinsQuery, PrivacyBoardPinsQueryVariables>;
export const PrivacyNodeDocument = new TypedDocumentString(`
    query PrivacyNode($id: ID!) {
  node(id: $id) {
    ... on BoardSection {
      pins {
        edges {
          node {
            entityId
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PrivacyNodeQuery, PrivacyNodeQueryVariables>;
export const PrivacyAbDocument = new TypedDocumentString(`
    query PrivacyAB($a: String!, $b: String!, $c: String!) {
  a: pin(id: $a) {
    title
  }
  b: pin(id: $b) {
    title
  }
  c: pin(id: $c) {
    title
  }
}
    `) as unknown as TypedDocumentString<PrivacyAbQuery, PrivacyAbQueryVariables>;
export const PrivacyHomeFeedDocument = new TypedDocumentString(`
    query PrivacyHomeFeed {
  homeFeed(first: 100) {
    edges {
      node {
        entityId
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PrivacyHomeFeedQuery, PrivacyHomeFeedQueryVariables>;
export const PrivacyUser2Document = new TypedDocumentString(`
    query PrivacyUser2($u: String!) {
  user(username: $u) {
    pins(first: 100) {
      edges {
        node {
          entityId
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PrivacyUser2Query, PrivacyUser2QueryVariables>;
export const PrivacyFollowUserDocument = new TypedDocumentString(`
    mutation PrivacyFollowUser($id: String!) {
  followUser(userId: $id) {
    __typename
  }
}
    `) as unknown as TypedDocumentString<PrivacyFollowUserMutation, PrivacyFollowUserMutationVariables>;
export const PrivacyFollowingFeedDocument = new TypedDocumentString(`
    query PrivacyFollowingFeed {
  followingFeed(first: 100) {
    edges {
      node {
        entityId
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PrivacyFollowingFeedQuery, PrivacyFollowingFeedQueryVariables>;
export const PrivacyDocument = new TypedDocumentString(`
    query Privacy($id: String!) {
  pin(id: $id) {
    pinnedToBoard {
      name
      privacy
    }
    section {
      title
    }
  }
}
    `) as unknown as TypedDocumentString<PrivacyQuery, PrivacyQueryVariables>;
export const PrivacyPinDocument = new TypedDocumentString(`
    query PrivacyPin($id: String!) {
  pin(id: $id) {
    title
    repinnedFrom {
      entityId
      pinnedToBoard {
        name
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PrivacyPinQuery, PrivacyPinQueryVariables>;
export const PrivacyPin2Document = new TypedDocumentString(`
    query PrivacyPin2($id: String!) {
  pin(id: $id) {
    boardTitleSuggestions
  }
}
    `) as unknown as TypedDocumentString<PrivacyPin2Query, PrivacyPin2QueryVariables>;
export const PrivacyBoardPinDocument = new TypedDocumentString(`
    query PrivacyBoardPin($b: String!, $p: String!) {
  board(id: $b) {
    privacy
  }
  pin(id: $p) {
    title
  }
}
    `) as unknown as TypedDocumentString<PrivacyBoardPinQuery, PrivacyBoardPinQueryVariables>;
export const PrivacyViewerDocument = new TypedDocumentString(`
    query PrivacyViewer {
  viewer {
    user {
      boards(first: 50) {
        edges {
          node {
            name
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PrivacyViewerQuery, PrivacyViewerQueryVariables>;
export const PrivacySavePinDocument = new TypedDocumentString(`
    mutation PrivacySavePin($input: SavePinInput!) {
  savePin(input: $input) {
    __typename
    ...DomainErrorFields
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<PrivacySavePinMutation, PrivacySavePinMutationVariables>;
export const PrivacyFollowBoardDocument = new TypedDocumentString(`
    mutation PrivacyFollowBoard($id: String!) {
  followBoard(boardId: $id) {
    __typename
    ...DomainErrorFields
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<PrivacyFollowBoardMutation, PrivacyFollowBoardMutationVariables>;
export const PrivacyAb2Document = new TypedDocumentString(`
    query PrivacyAB2($a: ID!, $b: ID!) {
  a: node(id: $a) {
    id
  }
  b: node(id: $b) {
    id
  }
}
    `) as unknown as TypedDocumentString<PrivacyAb2Query, PrivacyAb2QueryVariables>;
export const PrivacyMatrixProductTagsDocument = new TypedDocumentString(`
    query PrivacyMatrixProductTags($id: String!) {
  pin(id: $id) {
    productTags {
      position
      x
      y
      productPinId
      pin {
        entityId
        title
        description
        link
        imageSpec_236x {
          url
        }
        pinnedToBoard {
          name
        }
      }
      product {
        price
        currency
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PrivacyMatrixProductTagsQuery, PrivacyMatrixProductTagsQueryVariables>;
export const PrivacyMatrixBoardDocument = new TypedDocumentString(`
    query PrivacyMatrixBoard($id: String!) {
  board(id: $id) {
    name
    pinCount
    sections {
      edges {
        node {
          title
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PrivacyMatrixBoardQuery, PrivacyMatrixBoardQueryVariables>;
export const PrivacyMatrixCountsDocument = new TypedDocumentString(`
    query PrivacyMatrixCounts($u: String!) {
  user(username: $u) {
    pinCount
    boardCount
  }
}
    `) as unknown as TypedDocumentString<PrivacyMatrixCountsQuery, PrivacyMatrixCountsQueryVariables>;
export const CatalogCreateSourceDocument = new TypedDocumentString(`
    mutation CatalogCreateSource($input: CatalogDataSourceInput!) {
  createCatalogDataSource(input: $input) {
    __typename
    ...DomainErrorFields
    ... on MutationCreateCatalogDataSourceSuccess {
      data {
        entityId
        name
        kind
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<CatalogCreateSourceMutation, CatalogCreateSourceMutationVariables>;
export const CatalogUploadDocument = new TypedDocumentString(`
    mutation CatalogUpload($dataSourceId: String!, $fileName: String!, $csv: String!) {
  uploadCatalogFile(dataSourceId: $dataSourceId, fileName: $fileName, csv: $csv) {
    __typename
    ...DomainErrorFields
    ... on MutationUploadCatalogFileSuccess {
      data {
        entityId
        status
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<CatalogUploadMutation, CatalogUploadMutationVariables>;
export const CatalogFetchNowDocument = new TypedDocumentString(`
    mutation CatalogFetchNow($dataSourceId: String!) {
  fetchCatalogDataSource(dataSourceId: $dataSourceId) {
    __typename
    ...DomainErrorFields
    ... on MutationFetchCatalogDataSourceSuccess {
      data {
        entityId
        status
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<CatalogFetchNowMutation, CatalogFetchNowMutationVariables>;
export const CatalogOverviewDocument = new TypedDocumentString(`
    query CatalogOverview($advertiserId: String!) {
  productCatalog(advertiserId: $advertiserId) {
    itemCount
    dataSources {
      entityId
      name
      itemCount
      imports {
        entityId
        status
        totalRows
        processedRows
        createdCount
        updatedCount
        failedCount
        removedCount
        error
        rowErrors {
          rowNumber
          itemId
          message
        }
      }
    }
    items(first: 50) {
      edges {
        node {
          itemId
          brand
          productType
          removed
          pin {
            entityId
            title
            link
            pinnedToBoard {
              name
              privacy
            }
            product {
              price
              currency
              availability
              originalPrice
            }
          }
        }
      }
    }
    productGroups {
      entityId
      name
      itemCount
      summary
    }
  }
}
    `) as unknown as TypedDocumentString<CatalogOverviewQuery, CatalogOverviewQueryVariables>;
export const CatalogCreateGroupDocument = new TypedDocumentString(`
    mutation CatalogCreateGroup($advertiserId: String!, $input: ProductGroupInput!) {
  createProductGroup(advertiserId: $advertiserId, input: $input) {
    __typename
    ...DomainErrorFields
    ... on MutationCreateProductGroupSuccess {
      data {
        entityId
        name
        itemCount
        items(first: 10) {
          edges {
            node {
              itemId
            }
          }
        }
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<CatalogCreateGroupMutation, CatalogCreateGroupMutationVariables>;
export const CatalogPreviewDocument = new TypedDocumentString(`
    query CatalogPreview($advertiserId: String!, $filters: ProductGroupFiltersInput!) {
  productCatalog(advertiserId: $advertiserId) {
    productGroupPreview(filters: $filters) {
      itemCount
      items {
        itemId
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CatalogPreviewQuery, CatalogPreviewQueryVariables>;
export const CatalogQuickPromoteDocument = new TypedDocumentString(`
    mutation CatalogQuickPromote($input: QuickPromoteInput!) {
  quickPromote(input: $input) {
    __typename
    ...DomainErrorFields
    ... on MutationQuickPromoteSuccess {
      data {
        entityId
        objectiveType
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<CatalogQuickPromoteMutation, CatalogQuickPromoteMutationVariables>;
export const CatalogCreateCampaignDocument = new TypedDocumentString(`
    mutation CatalogCreateCampaign($input: CreateCampaignInput!) {
  createCampaign(input: $input) {
    __typename
    ...DomainErrorFields
    ... on MutationCreateCampaignSuccess {
      data {
        entityId
        objectiveType
        adGroups(first: 5) {
          edges {
            node {
              ads(first: 5) {
                edges {
                  node {
                    entityId
                    pin {
                      entityId
                    }
                    productGroup {
                      entityId
                      name
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<CatalogCreateCampaignMutation, CatalogCreateCampaignMutationVariables>;
export const CatalogClickDocument = new TypedDocumentString(`
    mutation CatalogClick($pinId: String!) {
  recordPromotedPinClick(pinId: $pinId)
}
    `) as unknown as TypedDocumentString<CatalogClickMutation, CatalogClickMutationVariables>;
export const CatalogPauseDocument = new TypedDocumentString(`
    mutation CatalogPause($campaignId: String!) {
  pauseCampaign(campaignId: $campaignId) {
    __typename
    ...DomainErrorFields
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<CatalogPauseMutation, CatalogPauseMutationVariables>;
export const CatalogSetDailyDocument = new TypedDocumentString(`
    mutation CatalogSetDaily($dataSourceId: String!, $fetchDaily: Boolean!) {
  setCatalogFetchDaily(dataSourceId: $dataSourceId, fetchDaily: $fetchDaily) {
    __typename
    ...DomainErrorFields
    ... on MutationSetCatalogFetchDailySuccess {
      data {
        entityId
        fetchDaily
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<CatalogSetDailyMutation, CatalogSetDailyMutationVariables>;
export const CatalogUpdateGroupDocument = new TypedDocumentString(`
    mutation CatalogUpdateGroup($productGroupId: String!, $input: ProductGroupInput!) {
  updateProductGroup(productGroupId: $productGroupId, input: $input) {
    __typename
    ...DomainErrorFields
    ... on MutationUpdateProductGroupSuccess {
      data {
        entityId
        name
        itemCount
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<CatalogUpdateGroupMutation, CatalogUpdateGroupMutationVariables>;
export const CatalogDeleteGroupDocument = new TypedDocumentString(`
    mutation CatalogDeleteGroup($productGroupId: String!) {
  deleteProductGroup(productGroupId: $productGroupId) {
    __typename
    ...DomainErrorFields
    ... on MutationDeleteProductGroupSuccess {
      data {
        entityId
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<CatalogDeleteGroupMutation, CatalogDeleteGroupMutationVariables>;
export const CatalogConvertDocument = new TypedDocumentString(`
    mutation CatalogConvert($input: ConvertToBusinessInput!) {
  convertToBusiness(input: $input) {
    __typename
  }
}
    `) as unknown as TypedDocumentString<CatalogConvertMutation, CatalogConvertMutationVariables>;
export const CatalogCreateLinkedDocument = new TypedDocumentString(`
    mutation CatalogCreateLinked($input: CreateLinkedBusinessInput!) {
  createLinkedBusiness(input: $input) {
    __typename
    ...DomainErrorFields
    ... on MutationCreateLinkedBusinessSuccess {
      data {
        id
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<CatalogCreateLinkedMutation, CatalogCreateLinkedMutationVariables>;
export const CatalogFeedDocument = new TypedDocumentString(`
    query CatalogFeed($first: Int) {
  homeFeed(first: $first) {
    edges {
      node {
        entityId
        isPromoted
        promoter
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CatalogFeedQuery, CatalogFeedQueryVariables>;
export const SearchProductPinsDocument = new TypedDocumentString(`
    query SearchProductPins($q: String!, $scope: PinSearchScope, $filters: SearchFiltersInput) {
  searchPins(query: $q, scope: $scope, filters: $filters, first: 50) {
    edges {
      node {
        title
        product {
          price
          currency
          onSale
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<SearchProductPinsQuery, SearchProductPinsQueryVariables>;
export const ProductPinsCreatePinDocument = new TypedDocumentString(`
    mutation ProductPinsCreatePin($input: CreatePinInput!) {
  createPin(input: $input) {
    __typename
    ... on MutationCreatePinSuccess {
      data {
        entityId
        product {
          price
          currency
          availability
          originalPrice
          onSale
        }
      }
    }
    ... on DomainError {
      message
      field
    }
  }
}
    `) as unknown as TypedDocumentString<ProductPinsCreatePinMutation, ProductPinsCreatePinMutationVariables>;
export const ProductPinsUpdatePinDocument = new TypedDocumentString(`
    mutation ProductPinsUpdatePin($pinId: String!, $product: PinProductInput) {
  updatePin(input: {pinId: $pinId, product: $product}) {
    __typename
    ... on MutationUpdatePinSuccess {
      data {
        product {
          price
          currency
          availability
          originalPrice
          onSale
        }
      }
    }
    ... on DomainError {
      message
      field
    }
  }
}
    `) as unknown as TypedDocumentString<ProductPinsUpdatePinMutation, ProductPinsUpdatePinMutationVariables>;
export const ProductPinsSaveDocument = new TypedDocumentString(`
    mutation ProductPinsSave($input: SavePinInput!) {
  savePin(input: $input) {
    __typename
    ... on MutationSavePinSuccess {
      data {
        product {
          price
          currency
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ProductPinsSaveMutation, ProductPinsSaveMutationVariables>;
export const ProductPinsPageProductDocument = new TypedDocumentString(`
    query ProductPinsPageProduct($url: String!) {
  pageProduct(url: $url) {
    price
    currency
    availability
    originalPrice
  }
}
    `) as unknown as TypedDocumentString<ProductPinsPageProductQuery, ProductPinsPageProductQueryVariables>;
export const ProductTagsCreateDocument = new TypedDocumentString(`
    mutation ProductTagsCreate($input: CreatePinInput!) {
  createPin(input: $input) {
    __typename
    ...DomainErrorFields
    ... on MutationCreatePinSuccess {
      data {
        entityId
        productTags {
          position
          x
          y
          pin {
            entityId
          }
        }
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<ProductTagsCreateMutation, ProductTagsCreateMutationVariables>;
export const ProductTagsUpdateDocument = new TypedDocumentString(`
    mutation ProductTagsUpdate($input: UpdatePinInput!) {
  updatePin(input: $input) {
    __typename
    ...DomainErrorFields
    ... on MutationUpdatePinSuccess {
      data {
        entityId
        title
        canTagProducts
        productTags {
          pin {
            entityId
          }
        }
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<ProductTagsUpdateMutation, ProductTagsUpdateMutationVariables>;
export const ProductTagsPinDocument = new TypedDocumentString(`
    query ProductTagsPin($id: String!) {
  pin(id: $id) {
    canTagProducts
    productTags {
      position
      x
      y
      pin {
        entityId
        title
        link
        offsiteUrl
        imageSpec_236x {
          url
        }
      }
      product {
        price
        currency
        availability
        originalPrice
        onSale
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ProductTagsPinQuery, ProductTagsPinQueryVariables>;
export const ProductTagsBoardDocument = new TypedDocumentString(`
    query ProductTagsBoard($id: String!, $first: Int!) {
  board(id: $id) {
    pins(first: $first) {
      edges {
        node {
          entityId
          productTags {
            pin {
              entityId
              title
              imageSpec_236x {
                url
              }
            }
            product {
              price
            }
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ProductTagsBoardQuery, ProductTagsBoardQueryVariables>;
export const ProductTagsCatalogDocument = new TypedDocumentString(`
    query ProductTagsCatalog($search: String) {
  taggableProducts(search: $search) {
    entityId
    title
    product {
      price
    }
  }
}
    `) as unknown as TypedDocumentString<ProductTagsCatalogQuery, ProductTagsCatalogQueryVariables>;
export const ProductTagsLinkedDocument = new TypedDocumentString(`
    mutation ProductTagsLinked($input: CreateLinkedBusinessInput!) {
  createLinkedBusiness(input: $input) {
    __typename
    ...DomainErrorFields
    ... on MutationCreateLinkedBusinessSuccess {
      data {
        id
        user {
          username
        }
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<ProductTagsLinkedMutation, ProductTagsLinkedMutationVariables>;
export const ProductTagsConvertDocument = new TypedDocumentString(`
    mutation ProductTagsConvert($input: ConvertToBusinessInput!) {
  convertToBusiness(input: $input) {
    __typename
    ...DomainErrorFields
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<ProductTagsConvertMutation, ProductTagsConvertMutationVariables>;
export const PromoteConvertDocument = new TypedDocumentString(`
    mutation PromoteConvert($input: ConvertToBusinessInput!) {
  convertToBusiness(input: $input) {
    __typename
  }
}
    `) as unknown as TypedDocumentString<PromoteConvertMutation, PromoteConvertMutationVariables>;
export const PromoteBusinessDocument = new TypedDocumentString(`
    mutation PromoteBusiness($input: AdvertiserBusinessInfoInput!) {
  saveAdvertiserBusinessInfo(input: $input) {
    __typename
    ...DomainErrorFields
    ... on MutationSaveAdvertiserBusinessInfoSuccess {
      data {
        entityId
        name
        country
        currency
        quickPromoteDefaults {
          budget
          durationDays
          minimumBudget
        }
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<PromoteBusinessMutation, PromoteBusinessMutationVariables>;
export const PromoteBillingDocument = new TypedDocumentString(`
    mutation PromoteBilling($input: AdvertiserBillingInput!) {
  saveAdvertiserBilling(input: $input) {
    __typename
    ...DomainErrorFields
    ... on MutationSaveAdvertiserBillingSuccess {
      data {
        entityId
        billing {
          contactName
          email
          paymentMethod
        }
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<PromoteBillingMutation, PromoteBillingMutationVariables>;
export const PromoteQuickPromoteDocument = new TypedDocumentString(`
    mutation PromoteQuickPromote($input: QuickPromoteInput!) {
  quickPromote(input: $input) {
    __typename
    ...DomainErrorFields
    ... on MutationQuickPromoteSuccess {
      data {
        ...PromoteCampaignFields
      }
    }
  }
}
    fragment PromoteCampaignFields on Campaign {
  entityId
  name
  status
  dailyBudget
  dailyBudgetInMicroCurrency
  currency
  durationDays
  isOngoing
  inclusiveEndDate
  autoTargeting
  targeting {
    ages
    genders
    interests
    country
  }
  startsAt
  endsAt
  impressions
  clicks
  pin {
    entityId
  }
}
fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<PromoteQuickPromoteMutation, PromoteQuickPromoteMutationVariables>;
export const PromoteEligibleDocument = new TypedDocumentString(`
    query PromoteEligible {
  viewer {
    quickPromoteEligible
    quickPromoteIneligibleReason
  }
}
    `) as unknown as TypedDocumentString<PromoteEligibleQuery, PromoteEligibleQueryVariables>;
export const PromotePromotableDocument = new TypedDocumentString(`
    query PromotePromotable($id: String!) {
  pin(id: $id) {
    promotable
  }
}
    `) as unknown as TypedDocumentString<PromotePromotableQuery, PromotePromotableQueryVariables>;
export const PromotePauseCampaignDocument = new TypedDocumentString(`
    mutation PromotePauseCampaign($id: String!) {
  pauseCampaign(campaignId: $id) {
    __typename
    ...DomainErrorFields
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<PromotePauseCampaignMutation, PromotePauseCampaignMutationVariables>;
export const PromoteNodeDocument = new TypedDocumentString(`
    query PromoteNode($id: ID!) {
  node(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<PromoteNodeQuery, PromoteNodeQueryVariables>;
export const PromotePauseCampaignStatusDocument = new TypedDocumentString(`
    mutation PromotePauseCampaignStatus($id: String!) {
  pauseCampaign(campaignId: $id) {
    __typename
    ...DomainErrorFields
    ... on MutationPauseCampaignSuccess {
      data {
        status
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<PromotePauseCampaignStatusMutation, PromotePauseCampaignStatusMutationVariables>;
export const PromoteResumeCampaignStatusDocument = new TypedDocumentString(`
    mutation PromoteResumeCampaignStatus($id: String!) {
  resumeCampaign(campaignId: $id) {
    __typename
    ...DomainErrorFields
    ... on MutationResumeCampaignSuccess {
      data {
        status
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<PromoteResumeCampaignStatusMutation, PromoteResumeCampaignStatusMutationVariables>;
export const PromoteListDocument = new TypedDocumentString(`
    query PromoteList($after: String) {
  viewer {
    advertiser {
      entityId
      campaigns(first: 2, after: $after) {
        edges {
          node {
            entityId
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PromoteListQuery, PromoteListQueryVariables>;
export const PromoteFeedDocument = new TypedDocumentString(`
    query PromoteFeed($first: Int, $after: String) {
  homeFeed(first: $first, after: $after) {
    edges {
      cursor
      node {
        entityId
        isPromoted
        promoter
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}
    `) as unknown as TypedDocumentString<PromoteFeedQuery, PromoteFeedQueryVariables>;
export const PromoteBlockUserDocument = new TypedDocumentString(`
    mutation PromoteBlockUser($id: String!) {
  blockUser(userId: $id, source: "profile") {
    __typename
  }
}
    `) as unknown as TypedDocumentString<PromoteBlockUserMutation, PromoteBlockUserMutationVariables>;
export const PromoteClickDocument = new TypedDocumentString(`
    mutation PromoteClick($id: String!) {
  recordPromotedPinClick(pinId: $id)
}
    `) as unknown as TypedDocumentString<PromoteClickMutation, PromoteClickMutationVariables>;
export const PromotePinDocument = new TypedDocumentString(`
    query PromotePin($id: String!) {
  pin(id: $id) {
    offsiteUrl
  }
}
    `) as unknown as TypedDocumentString<PromotePinQuery, PromotePinQueryVariables>;
export const PromoteViewerDocument = new TypedDocumentString(`
    query PromoteViewer {
  viewer {
    advertiser {
      campaigns(first: 1) {
        edges {
          node {
            entityId
            clicks
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PromoteViewerQuery, PromoteViewerQueryVariables>;
export const PromoteCreateLinkedDocument = new TypedDocumentString(`
    mutation PromoteCreateLinked($input: CreateLinkedBusinessInput!) {
  createLinkedBusiness(input: $input) {
    __typename
    ...DomainErrorFields
    ... on MutationCreateLinkedBusinessSuccess {
      data {
        id
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<PromoteCreateLinkedMutation, PromoteCreateLinkedMutationVariables>;
export const PromoteSellerDocument = new TypedDocumentString(`
    query PromoteSeller {
  viewer {
    username
    fullName
    imageMediumUrl
    isPartner
    merchantId
    scheduledPinCount
    eligibleForStlTool
    advertiser {
      entityId
      merchantId
    }
    businessAccessProfiles {
      id
      merchantId
      scheduledPinCount
      eligibleForStlTool
      user {
        username
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PromoteSellerQuery, PromoteSellerQueryVariables>;
export const PromoteAnswerDocument = new TypedDocumentString(`
    query PromoteAnswer($id: String!) {
  viewer {
    advertiser {
      campaign(entityId: $id) {
        quickPromoteAnswer
        quickPromoteAnswerNote
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PromoteAnswerQuery, PromoteAnswerQueryVariables>;
export const SavePinDocument = new TypedDocumentString(`
    mutation SavePin($input: SavePinInput!) {
  savePin(input: $input) {
    __typename
    ...DomainErrorFields
    ... on MutationSavePinSuccess {
      data {
        entityId
        title
        image {
          signature
        }
        repinnedFrom {
          entityId
        }
        section {
          entityId
          pinCount
        }
        pinnedToBoard {
          entityId
          pinCount
          imageCoverUrl
        }
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<SavePinMutation, SavePinMutationVariables>;
export const SavesCreatePinDocument = new TypedDocumentString(`
    mutation SavesCreatePin($input: CreatePinInput!) {
  createPin(input: $input) {
    __typename
    ...DomainErrorFields
    ... on MutationCreatePinSuccess {
      data {
        entityId
        title
        link
        pinnedToBoard {
          pinCount
        }
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<SavesCreatePinMutation, SavesCreatePinMutationVariables>;
export const SavesPickerDocument = new TypedDocumentString(`
    query SavesPicker {
  boardPicker {
    allBoards {
      entityId
      name
    }
    boardsShortlist {
      entityId
      name
    }
  }
}
    `) as unknown as TypedDocumentString<SavesPickerQuery, SavesPickerQueryVariables>;
export const SavesArchiveBoardDocument = new TypedDocumentString(`
    mutation SavesArchiveBoard($id: String!) {
  archiveBoard(boardId: $id) {
    __typename
  }
}
    `) as unknown as TypedDocumentString<SavesArchiveBoardMutation, SavesArchiveBoardMutationVariables>;
export const SavesAlreadySavedToDocument = new TypedDocumentString(`
    query SavesAlreadySavedTo($id: String!) {
  pin(id: $id) {
    alreadySavedTo {
      name
    }
  }
}
    `) as unknown as TypedDocumentString<SavesAlreadySavedToQuery, SavesAlreadySavedToQueryVariables>;
export const SavesUpdateUserSettingsDocument = new TypedDocumentString(`
    mutation SavesUpdateUserSettings($input: UpdateUserSettingsInput!) {
  updateUserSettings(input: $input) {
    __typename
  }
}
    `) as unknown as TypedDocumentString<SavesUpdateUserSettingsMutation, SavesUpdateUserSettingsMutationVariables>;
export const SavesTwoPinsDocument = new TypedDocumentString(`
    query SavesTwoPins($a: String!, $b: String!) {
  a: pin(id: $a) {
    linkDomainOfficialUser {
      username
    }
  }
  b: pin(id: $b) {
    linkDomainOfficialUser {
      username
    }
  }
}
    `) as unknown as TypedDocumentString<SavesTwoPinsQuery, SavesTwoPinsQueryVariables>;
export const ScheduledPinsScheduleDocument = new TypedDocumentString(`
    mutation ScheduledPinsSchedule($input: SchedulePinInput!) {
  schedulePin(input: $input) {
    __typename
    ...DomainErrorFields
    ... on MutationSchedulePinSuccess {
      data {
        id
        publishAt
        title
        board {
          entityId
        }
        section {
          title
        }
        imageSpec_236x {
          url
        }
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<ScheduledPinsScheduleMutation, ScheduledPinsScheduleMutationVariables>;
export const ScheduledPinsListDocument = new TypedDocumentString(`
    query ScheduledPinsList {
  scheduledPins {
    id
    title
    publishAt
  }
  viewer {
    scheduledPinCount
  }
}
    `) as unknown as TypedDocumentString<ScheduledPinsListQuery, ScheduledPinsListQueryVariables>;
export const ScheduledPinsCancelDocument = new TypedDocumentString(`
    mutation ScheduledPinsCancel($id: String!) {
  cancelScheduledPin(id: $id) {
    __typename
    ...DomainErrorFields
    ... on MutationCancelScheduledPinSuccess {
      data
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<ScheduledPinsCancelMutation, ScheduledPinsCancelMutationVariables>;
export const ScheduledPinsBoardDocument = new TypedDocumentString(`
    query ScheduledPinsBoard($id: String!) {
  board(id: $id) {
    pinCount
    pins(first: 10) {
      edges {
        node {
          title
          description
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ScheduledPinsBoardQuery, ScheduledPinsBoardQueryVariables>;
export const SearchSearchPinsDocument = new TypedDocumentString(`
    query SearchSearchPins($q: String!, $first: Int, $after: String) {
  searchPins(query: $q, first: $first, after: $after) {
    edges {
      cursor
      node {
        entityId
        title
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}
    `) as unknown as TypedDocumentString<SearchSearchPinsQuery, SearchSearchPinsQueryVariables>;
export const SearchSearchBoardsDocument = new TypedDocumentString(`
    query SearchSearchBoards($q: String!) {
  searchBoards(query: $q) {
    edges {
      node {
        name
      }
    }
  }
}
    `) as unknown as TypedDocumentString<SearchSearchBoardsQuery, SearchSearchBoardsQueryVariables>;
export const SearchSearchUsersDocument = new TypedDocumentString(`
    query SearchSearchUsers($q: String!) {
  searchUsers(query: $q) {
    edges {
      node {
        fullName
      }
    }
  }
}
    `) as unknown as TypedDocumentString<SearchSearchUsersQuery, SearchSearchUsersQueryVariables>;
export const SearchTypeaheadDocument = new TypedDocumentString(`
    query SearchTypeahead($term: String!, $scope: SearchScope, $count: Int) {
  typeahead(term: $term, scope: $scope, count: $count) {
    items {
      kind
      query
      user {
        fullName
      }
    }
    hint
  }
}
    `) as unknown as TypedDocumentString<SearchTypeaheadQuery, SearchTypeaheadQueryVariables>;
export const SearchFiltersPinsDocument = new TypedDocumentString(`
    query SearchFiltersPins($q: String!, $scope: PinSearchScope, $filters: SearchFiltersInput) {
  searchPins(query: $q, scope: $scope, filters: $filters, first: 50) {
    edges {
      node {
        title
      }
    }
  }
}
    `) as unknown as TypedDocumentString<SearchFiltersPinsQuery, SearchFiltersPinsQueryVariables>;
export const SearchFiltersOwnBoardsDocument = new TypedDocumentString(`
    query SearchFiltersOwnBoards($q: String!) {
  searchBoards(query: $q, scope: my_content) {
    edges {
      node {
        name
      }
    }
  }
}
    `) as unknown as TypedDocumentString<SearchFiltersOwnBoardsQuery, SearchFiltersOwnBoardsQueryVariables>;
export const SpellingSearchPinsDocument = new TypedDocumentString(`
    query SpellingSearchPins($q: String!, $scope: PinSearchScope, $autoCorrectionDisabled: Boolean) {
  searchPins(
    query: $q
    scope: $scope
    autoCorrectionDisabled: $autoCorrectionDisabled
    first: 50
  ) {
    correctedQuery
    edges {
      node {
        title
      }
    }
  }
}
    `) as unknown as TypedDocumentString<SpellingSearchPinsQuery, SpellingSearchPinsQueryVariables>;
export const SessionsListDocument = new TypedDocumentString(`
    query SessionsList {
  sessions {
    id
    createdAt
    device
    loginMethod
    loginMethodLabel
    current
  }
}
    `) as unknown as TypedDocumentString<SessionsListQuery, SessionsListQueryVariables>;
export const SessionsEndDocument = new TypedDocumentString(`
    mutation SessionsEnd($id: String!) {
  endSession(id: $id) {
    __typename
    ...DomainErrorFields
    ... on MutationEndSessionSuccess {
      data
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<SessionsEndMutation, SessionsEndMutationVariables>;
export const SessionsEndOthersDocument = new TypedDocumentString(`
    mutation SessionsEndOthers {
  endOtherSessions {
    __typename
    ...DomainErrorFields
    ... on MutationEndOtherSessionsSuccess {
      data
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<SessionsEndOthersMutation, SessionsEndOthersMutationVariables>;
export const SessionsLogInDocument = new TypedDocumentString(`
    mutation SessionsLogIn($input: LogInInput!) {
  logIn(input: $input) {
    __typename
    ...DomainErrorFields
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<SessionsLogInMutation, SessionsLogInMutationVariables>;
export const SessionsWhoDocument = new TypedDocumentString(`
    query SessionsWho {
  viewer {
    isAuth
  }
}
    `) as unknown as TypedDocumentString<SessionsWhoQuery, SessionsWhoQueryVariables>;
export const SocialFollowUserDocument = new TypedDocumentString(`
    mutation SocialFollowUser($id: String!) {
  followUser(userId: $id) {
    __typename
    ...DomainErrorFields
    ... on MutationFollowUserSuccess {
      data {
        followerCount
        followedByMe
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<SocialFollowUserMutation, SocialFollowUserMutationVariables>;
export const SocialUnfollowUserDocument = new TypedDocumentString(`
    mutation SocialUnfollowUser($id: String!) {
  unfollowUser(userId: $id) {
    __typename
    ...DomainErrorFields
    ... on MutationUnfollowUserSuccess {
      data {
        followerCount
        followedByMe
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<SocialUnfollowUserMutation, SocialUnfollowUserMutationVariables>;
export const SocialFollowBoardDocument = new TypedDocumentString(`
    mutation SocialFollowBoard($id: String!) {
  followBoard(boardId: $id) {
    __typename
    ...DomainErrorFields
    ... on MutationFollowBoardSuccess {
      data {
        followerCount
        followedByMe
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<SocialFollowBoardMutation, SocialFollowBoardMutationVariables>;
export const SocialBlockDocument = new TypedDocumentString(`
    mutation SocialBlock($id: String!) {
  blockUser(userId: $id, source: "profile") {
    __typename
    ...DomainErrorFields
    ... on MutationBlockUserSuccess {
      data {
        blockedByMe
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<SocialBlockMutation, SocialBlockMutationVariables>;
export const SocialFollowingFeedDocument = new TypedDocumentString(`
    query SocialFollowingFeed {
  followingFeed(first: 10) {
    edges {
      node {
        entityId
      }
    }
  }
}
    `) as unknown as TypedDocumentString<SocialFollowingFeedQuery, SocialFollowingFeedQueryVariables>;
export const SocialHomeFeedDocument = new TypedDocumentString(`
    query SocialHomeFeed {
  homeFeed(first: 100) {
    edges {
      node {
        entityId
      }
    }
  }
}
    `) as unknown as TypedDocumentString<SocialHomeFeedQuery, SocialHomeFeedQueryVariables>;
export const SocialLoginViewerDocument = new TypedDocumentString(`
    query SocialLoginViewer {
  viewer {
    isAuth
    username
    hasPassword
    isSingleLogin
    socialNetwork {
      facebook
      google
      line
      sso
    }
    socialLogins {
      provider
      email
    }
  }
}
    `) as unknown as TypedDocumentString<SocialLoginViewerQuery, SocialLoginViewerQueryVariables>;
export const SocialLoginCompleteSocialSignupDocument = new TypedDocumentString(`
    mutation SocialLoginCompleteSocialSignup($input: CompleteSocialSignupInput!) {
  completeSocialSignup(input: $input) {
    __typename
    ...DomainErrorFields
    ... on MutationCompleteSocialSignupSuccess {
      data {
        username
        email
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<SocialLoginCompleteSocialSignupMutation, SocialLoginCompleteSocialSignupMutationVariables>;
export const SocialLoginPendingSocialSignupDocument = new TypedDocumentString(`
    query SocialLoginPendingSocialSignup {
  pendingSocialSignup {
    provider
    email
    emailVerified
    fullName
  }
}
    `) as unknown as TypedDocumentString<SocialLoginPendingSocialSignupQuery, SocialLoginPendingSocialSignupQueryVariables>;
export const SocialLoginVerifyEmailDocument = new TypedDocumentString(`
    mutation SocialLoginVerifyEmail($token: String!) {
  verifyEmail(token: $token) {
    __typename
  }
}
    `) as unknown as TypedDocumentString<SocialLoginVerifyEmailMutation, SocialLoginVerifyEmailMutationVariables>;
export const SocialLoginEmailSettingsDocument = new TypedDocumentString(`
    query SocialLoginEmailSettings {
  emailSettings {
    verified
  }
}
    `) as unknown as TypedDocumentString<SocialLoginEmailSettingsQuery, SocialLoginEmailSettingsQueryVariables>;
export const SocialLoginSessionsDocument = new TypedDocumentString(`
    query SocialLoginSessions {
  sessions {
    current
    loginMethod
    loginMethodLabel
  }
}
    `) as unknown as TypedDocumentString<SocialLoginSessionsQuery, SocialLoginSessionsQueryVariables>;
export const SocialLoginSocialLoginProvidersDocument = new TypedDocumentString(`
    query SocialLoginSocialLoginProviders {
  socialLoginProviders {
    provider
    label
    loginMethod
  }
}
    `) as unknown as TypedDocumentString<SocialLoginSocialLoginProvidersQuery, SocialLoginSocialLoginProvidersQueryVariables>;
export const SocialLoginStartMfaEnrollmentDocument = new TypedDocumentString(`
    mutation SocialLoginStartMfaEnrollment {
  startMfaEnrollment {
    __typename
    ... on MutationStartMfaEnrollmentSuccess {
      data {
        secret
      }
    }
  }
}
    `) as unknown as TypedDocumentString<SocialLoginStartMfaEnrollmentMutation, SocialLoginStartMfaEnrollmentMutationVariables>;
export const SocialLoginConfirmMfaEnrollmentDocument = new TypedDocumentString(`
    mutation SocialLoginConfirmMfaEnrollment($input: ConfirmMfaEnrollmentInput!) {
  confirmMfaEnrollment(input: $input) {
    __typename
    ...DomainErrorFields
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<SocialLoginConfirmMfaEnrollmentMutation, SocialLoginConfirmMfaEnrollmentMutationVariables>;
export const SocialLoginVerifyLoginCodeDocument = new TypedDocumentString(`
    mutation SocialLoginVerifyLoginCode($input: VerifyLoginCodeInput!) {
  verifyLoginCode(input: $input) {
    __typename
  }
}
    `) as unknown as TypedDocumentString<SocialLoginVerifyLoginCodeMutation, SocialLoginVerifyLoginCodeMutationVariables>;
export const SocialLoginDisconnectSocialLoginDocument = new TypedDocumentString(`
    mutation SocialLoginDisconnectSocialLogin($provider: SocialLoginProvider!) {
  disconnectSocialLogin(provider: $provider) {
    __typename
    ...DomainErrorFields
    ... on MutationDisconnectSocialLoginSuccess {
      data {
        hasPassword
        isSingleLogin
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<SocialLoginDisconnectSocialLoginMutation, SocialLoginDisconnectSocialLoginMutationVariables>;
export const SocialLoginRequestPasswordResetDocument = new TypedDocumentString(`
    mutation SocialLoginRequestPasswordReset($email: String!) {
  requestPasswordReset(email: $email) {
    __typename
  }
}
    `) as unknown as TypedDocumentString<SocialLoginRequestPasswordResetMutation, SocialLoginRequestPasswordResetMutationVariables>;
export const SocialLoginResetPasswordDocument = new TypedDocumentString(`
    mutation SocialLoginResetPassword($input: ResetPasswordInput!) {
  resetPassword(input: $input) {
    __typename
  }
}
    `) as unknown as TypedDocumentString<SocialLoginResetPasswordMutation, SocialLoginResetPasswordMutationVariables>;
export const SocialLoginV3SessionsDocument = new TypedDocumentString(`
    query SocialLoginV3Sessions {
  sessions {
    current
    loginMethod
  }
}
    `) as unknown as TypedDocumentString<SocialLoginV3SessionsQuery, SocialLoginV3SessionsQueryVariables>;
export const SocialLoginOneTapSessionsDocument = new TypedDocumentString(`
    query SocialLoginOneTapSessions {
  sessions {
    current
    loginMethod
  }
}
    `) as unknown as TypedDocumentString<SocialLoginOneTapSessionsQuery, SocialLoginOneTapSessionsQueryVariables>;
export const SocialLoginOneTapWelcomeDocument = new TypedDocumentString(`
    query SocialLoginOneTapWelcome {
  viewer {
    isAuth
    welcomePending
  }
}
    `) as unknown as TypedDocumentString<SocialLoginOneTapWelcomeQuery, SocialLoginOneTapWelcomeQueryVariables>;
export const SocialLoginOneTapProvidersDocument = new TypedDocumentString(`
    query SocialLoginOneTapProviders {
  socialLoginProviders {
    provider
    oneTapClientId
  }
}
    `) as unknown as TypedDocumentString<SocialLoginOneTapProvidersQuery, SocialLoginOneTapProvidersQueryVariables>;
export const TextInputUpdatePinDescriptionDocument = new TypedDocumentString(`
    mutation TextInputUpdatePinDescription($input: UpdatePinInput!) {
  updatePin(input: $input) {
    __typename
    ...DomainErrorFields
    ... on MutationUpdatePinSuccess {
      data {
        description
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<TextInputUpdatePinDescriptionMutation, TextInputUpdatePinDescriptionMutationVariables>;
export const TextInputUpdatePinDocument = new TypedDocumentString(`
    mutation TextInputUpdatePin($input: UpdatePinInput!) {
  updatePin(input: $input) {
    __typename
    ...DomainErrorFields
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<TextInputUpdatePinMutation, TextInputUpdatePinMutationVariables>;
export const TextInputSettingsDocument = new TypedDocumentString(`
    mutation TextInputSettings($input: UpdateUserSettingsInput!) {
  updateUserSettings(input: $input) {
    __typename
    ...DomainErrorFields
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<TextInputSettingsMutation, TextInputSettingsMutationVariables>;
export const TextInputBoardDocument = new TypedDocumentString(`
    query TextInputBoard($slug: String!, $username: String!) {
  board(username: $username, slug: $slug) {
    id
  }
}
    `) as unknown as TypedDocumentString<TextInputBoardQuery, TextInputBoardQueryVariables>;
export const TextInputNodeDocument = new TypedDocumentString(`
    query TextInputNode($id: ID!) {
  node(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<TextInputNodeQuery, TextInputNodeQueryVariables>;
export const TextInputNodesDocument = new TypedDocumentString(`
    query TextInputNodes($ids: [ID!]!) {
  nodes(ids: $ids) {
    id
  }
}
    `) as unknown as TypedDocumentString<TextInputNodesQuery, TextInputNodesQueryVariables>;
export const TextInputUploadStatusDocument = new TypedDocumentString(`
    query TextInputUploadStatus($ids: [String!]!) {
  uploadStatus(ids: $ids) {
    status
  }
}
    `) as unknown as TypedDocumentString<TextInputUploadStatusQuery, TextInputUploadStatusQueryVariables>;
export const TextInputResultDocument = new TypedDocumentString(`
    mutation TextInputResult($input: CreatePinInput!) {
  result: createPin(input: $input) {
    __typename
    ...DomainErrorFields
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<TextInputResultMutation, TextInputResultMutationVariables>;
export const TextInputResult2Document = new TypedDocumentString(`
    mutation TextInputResult2($b: String!) {
  result: removeCollaborator(boardId: $b, userId: "") {
    __typename
  }
}
    `) as unknown as TypedDocumentString<TextInputResult2Mutation, TextInputResult2MutationVariables>;
export const TwoProcessesViewerDocument = new TypedDocumentString(`
    query TwoProcessesViewer {
  viewer {
    isAuth
    user {
      username
    }
  }
}
    `) as unknown as TypedDocumentString<TwoProcessesViewerQuery, TwoProcessesViewerQueryVariables>;
export const TwoProcessesBoardDocument = new TypedDocumentString(`
    query TwoProcessesBoard($id: String) {
  board(id: $id) {
    name
  }
}
    `) as unknown as TypedDocumentString<TwoProcessesBoardQuery, TwoProcessesBoardQueryVariables>;
export const TwoProcessesRenameDocument = new TypedDocumentString(`
    mutation TwoProcessesRename($input: UpdateBoardInput!) {
  updateBoard(input: $input) {
    __typename
  }
}
    `) as unknown as TypedDocumentString<TwoProcessesRenameMutation, TwoProcessesRenameMutationVariables>;
export const TypeaheadRefreshSuggestionsDocument = new TypedDocumentString(`
    query TypeaheadRefreshSuggestions($term: String!) {
  typeahead(term: $term) {
    items {
      kind
      query
    }
  }
}
    `) as unknown as TypedDocumentString<TypeaheadRefreshSuggestionsQuery, TypeaheadRefreshSuggestionsQueryVariables>;
export const VideoPlaybackAutoplayDocument = new TypedDocumentString(`
    query VideoPlaybackAutoplay {
  viewer {
    autoplayVideos
  }
  userSettings {
    autoplayVideos
  }
}
    `) as unknown as TypedDocumentString<VideoPlaybackAutoplayQuery, VideoPlaybackAutoplayQueryVariables>;
export const VideoPlaybackSetAutoplayDocument = new TypedDocumentString(`
    mutation VideoPlaybackSetAutoplay($on: Boolean!) {
  updateUserSettings(input: {autoplayVideos: $on}) {
    __typename
    ...DomainErrorFields
    ... on MutationUpdateUserSettingsSuccess {
      data {
        autoplayVideos
        listedWebsiteUrl
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<VideoPlaybackSetAutoplayMutation, VideoPlaybackSetAutoplayMutationVariables>;
export const VideoPlaybackWebsiteDocument = new TypedDocumentString(`
    mutation VideoPlaybackWebsite {
  updateUserSettings(input: {listedWebsiteUrl: "https://pots.example/"}) {
    __typename
  }
}
    `) as unknown as TypedDocumentString<VideoPlaybackWebsiteMutation, VideoPlaybackWebsiteMutationVariables>;
export const VideoPlaybackVisitorDocument = new TypedDocumentString(`
    query VideoPlaybackVisitor {
  viewer {
    autoplayVideos
  }
}
    `) as unknown as TypedDocumentString<VideoPlaybackVisitorQuery, VideoPlaybackVisitorQueryVariables>;
export const VideoPlaybackBusinessDocument = new TypedDocumentString(`
    mutation VideoPlaybackBusiness($input: AdvertiserBusinessInfoInput!) {
  saveAdvertiserBusinessInfo(input: $input) {
    __typename
    ...DomainErrorFields
    ... on MutationSaveAdvertiserBusinessInfoSuccess {
      data {
        entityId
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<VideoPlaybackBusinessMutation, VideoPlaybackBusinessMutationVariables>;
export const VideoPlaybackBillingDocument = new TypedDocumentString(`
    mutation VideoPlaybackBilling($input: AdvertiserBillingInput!) {
  saveAdvertiserBilling(input: $input) {
    __typename
    ...DomainErrorFields
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<VideoPlaybackBillingMutation, VideoPlaybackBillingMutationVariables>;
export const VideoPlaybackWatchDocument = new TypedDocumentString(`
    mutation VideoPlaybackWatch($pinId: String!, $ms: Int!) {
  recordPromotedVideoWatch(pinId: $pinId, watchedMs: $ms)
}
    `) as unknown as TypedDocumentString<VideoPlaybackWatchMutation, VideoPlaybackWatchMutationVariables>;
export const VideoPlaybackCampaignsDocument = new TypedDocumentString(`
    query VideoPlaybackCampaigns {
  viewer {
    advertiser {
      campaigns(first: 10) {
        edges {
          node {
            entityId
            videoWatchSeconds
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<VideoPlaybackCampaignsQuery, VideoPlaybackCampaignsQueryVariables>;
export const VisualTrackEventDocument = new TypedDocumentString(`
    mutation VisualTrackEvent($input: TrackEventInput!) {
  trackEvent(input: $input) {
    __typename
    ... on DomainError {
      code
      message
      field
    }
    ... on MutationTrackEventSuccess {
      data
    }
  }
}
    `) as unknown as TypedDocumentString<VisualTrackEventMutation, VisualTrackEventMutationVariables>;
export const VisualPageSpeedDocument = new TypedDocumentString(`
    query VisualPageSpeed {
  adminPageSpeed {
    pageKind
    medianMs
    completed
    timedOut
  }
}
    `) as unknown as TypedDocumentString<VisualPageSpeedQuery, VisualPageSpeedQueryVariables>;
export const SupportAdvertiserBusinessDocument = new TypedDocumentString(`
    mutation SupportAdvertiserBusiness($input: AdvertiserBusinessInfoInput!) {
  saveAdvertiserBusinessInfo(input: $input) {
    __typename
    ...DomainErrorFields
    ... on MutationSaveAdvertiserBusinessInfoSuccess {
      data {
        entityId
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<SupportAdvertiserBusinessMutation, SupportAdvertiserBusinessMutationVariables>;
export const SupportAdvertiserBillingDocument = new TypedDocumentString(`
    mutation SupportAdvertiserBilling($input: AdvertiserBillingInput!) {
  saveAdvertiserBilling(input: $input) {
    __typename
    ...DomainErrorFields
    ... on MutationSaveAdvertiserBillingSuccess {
      data {
        entityId
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<SupportAdvertiserBillingMutation, SupportAdvertiserBillingMutationVariables>;
export const SupportQuickPromoteDocument = new TypedDocumentString(`
    mutation SupportQuickPromote($input: QuickPromoteInput!) {
  quickPromote(input: $input) {
    __typename
    ...DomainErrorFields
    ... on MutationQuickPromoteSuccess {
      data {
        entityId
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<SupportQuickPromoteMutation, SupportQuickPromoteMutationVariables>;
export const DataExportStartDocument = new TypedDocumentString(`
    mutation DataExportStart {
  startDataExport {
    __typename
    ... on MutationStartDataExportSuccess {
      data {
        id
        status
        done
        total
        downloadUrl
      }
    }
  }
}
    `) as unknown as TypedDocumentString<DataExportStartMutation, DataExportStartMutationVariables>;
export const DataExportListDocument = new TypedDocumentString(`
    query DataExportList {
  dataExports {
    id
    status
    done
    total
    downloadUrl
    expiresAt
    byteSize
  }
}
    `) as unknown as TypedDocumentString<DataExportListQuery, DataExportListQueryVariables>;
export const DataImportListDocument = new TypedDocumentString(`
    query DataImportList {
  dataImports {
    id
    kind
    status
    done
    total
    createdCount
    skippedCount
    problems {
      item
      reason
    }
  }
}
    `) as unknown as TypedDocumentString<DataImportListQuery, DataImportListQueryVariables>;
export const SignUpDocument = new TypedDocumentString(`
    mutation SignUp($input: SignUpInput!) {
  signUp(input: $input) {
    __typename
    ...DomainErrorFields
    ... on MutationSignUpSuccess {
      data {
        id
        entityId
        username
        email
        fullName
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<SignUpMutation, SignUpMutationVariables>;
export const CreateBoardDocument = new TypedDocumentString(`
    mutation CreateBoard($input: CreateBoardInput!) {
  createBoard(input: $input) {
    __typename
    ...DomainErrorFields
    ... on MutationCreateBoardSuccess {
      data {
        id
        entityId
        name
        slug
        privacy
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<CreateBoardMutation, CreateBoardMutationVariables>;
export const CreateSectionDocument = new TypedDocumentString(`
    mutation CreateSection($input: CreateSectionInput!) {
  createSection(input: $input) {
    __typename
    ...DomainErrorFields
    ... on MutationCreateSectionSuccess {
      data {
        id
        entityId
        title
        slug
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<CreateSectionMutation, CreateSectionMutationVariables>;
export const PrivacyMatrixUpdateBoardDocument = new TypedDocumentString(`
    mutation PrivacyMatrixUpdateBoard($input: UpdateBoardInput!) {
  updateBoard(input: $input) {
    __typename
    ...DomainErrorFields
    ... on MutationUpdateBoardSuccess {
      data {
        id
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<PrivacyMatrixUpdateBoardMutation, PrivacyMatrixUpdateBoardMutationVariables>;
export const PrivacyMatrixMovePinsDocument = new TypedDocumentString(`
    mutation PrivacyMatrixMovePins($input: MovePinsInput!) {
  movePins(input: $input) {
    __typename
    ...DomainErrorFields
    ... on MutationMovePinsSuccess {
      data {
        __typename
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<PrivacyMatrixMovePinsMutation, PrivacyMatrixMovePinsMutationVariables>;
export const PrivacyMatrixInviteDocument = new TypedDocumentString(`
    mutation PrivacyMatrixInvite($boardId: String!, $userIds: [String!], $emails: [String!]) {
  inviteCollaborators(boardId: $boardId, userIds: $userIds, emails: $emails) {
    __typename
    ...DomainErrorFields
    ... on MutationInviteCollaboratorsSuccess {
      data {
        entityId
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<PrivacyMatrixInviteMutation, PrivacyMatrixInviteMutationVariables>;
export const PrivacyMatrixAcceptInviteDocument = new TypedDocumentString(`
    mutation PrivacyMatrixAcceptInvite($id: String!) {
  respondToBoardInvite(inviteId: $id, accept: true) {
    __typename
    ...DomainErrorFields
    ... on MutationRespondToBoardInviteSuccess {
      data {
        status
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<PrivacyMatrixAcceptInviteMutation, PrivacyMatrixAcceptInviteMutationVariables>;
export const PrivacyMatrixFollowUserDocument = new TypedDocumentString(`
    mutation PrivacyMatrixFollowUser($id: String!) {
  followUser(userId: $id) {
    __typename
    ...DomainErrorFields
    ... on MutationFollowUserSuccess {
      data {
        id
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<PrivacyMatrixFollowUserMutation, PrivacyMatrixFollowUserMutationVariables>;
export const PrivacyMatrixBlockUserDocument = new TypedDocumentString(`
    mutation PrivacyMatrixBlockUser($id: String!) {
  blockUser(userId: $id) {
    __typename
    ...DomainErrorFields
    ... on MutationBlockUserSuccess {
      data {
        id
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<PrivacyMatrixBlockUserMutation, PrivacyMatrixBlockUserMutationVariables>;
export const PrivacyMatrixConvertToBusinessDocument = new TypedDocumentString(`
    mutation PrivacyMatrixConvertToBusiness($input: ConvertToBusinessInput!) {
  convertToBusiness(input: $input) {
    __typename
    ...DomainErrorFields
    ... on MutationConvertToBusinessSuccess {
      data {
        id
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<PrivacyMatrixConvertToBusinessMutation, PrivacyMatrixConvertToBusinessMutationVariables>;
export const PrivacyMatrixCreateLinkedBusinessDocument = new TypedDocumentString(`
    mutation PrivacyMatrixCreateLinkedBusiness($input: CreateLinkedBusinessInput!) {
  createLinkedBusiness(input: $input) {
    __typename
    ...DomainErrorFields
    ... on MutationCreateLinkedBusinessSuccess {
      data {
        id
        user {
          username
        }
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<PrivacyMatrixCreateLinkedBusinessMutation, PrivacyMatrixCreateLinkedBusinessMutationVariables>;
export const PrivacyMatrixGrantBusinessAccessDocument = new TypedDocumentString(`
    mutation PrivacyMatrixGrantBusinessAccess($login: String!) {
  grantBusinessAccess(login: $login, permission: ADMIN) {
    __typename
    ...DomainErrorFields
    ... on MutationGrantBusinessAccessSuccess {
      data {
        __typename
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<PrivacyMatrixGrantBusinessAccessMutation, PrivacyMatrixGrantBusinessAccessMutationVariables>;
export const PrivacyMatrixMyBoardInvitesDocument = new TypedDocumentString(`
    query PrivacyMatrixMyBoardInvites {
  myBoardInvites {
    entityId
  }
}
    `) as unknown as TypedDocumentString<PrivacyMatrixMyBoardInvitesQuery, PrivacyMatrixMyBoardInvitesQueryVariables>;