/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query AccountSwitchingViewer { viewer { isAuth id otherAccounts { entityId username fullName } } }": typeof types.AccountSwitchingViewerDocument,
    "mutation AccountSwitchingLogIn($input: LogInInput!) {\n      logIn(input: $input) {\n        __typename ...DomainErrorFields\n        ... on MutationLogInSuccess { data { entityId } }\n        ... on LogInMfaRequired { ticket }\n      }\n    }": typeof types.AccountSwitchingLogInDocument,
    "mutation AccountSwitchingSwitchAccount($userId: String!) {\n      switchAccount(userId: $userId) {\n        __typename ...DomainErrorFields\n        ... on MutationSwitchAccountSuccess { data { entityId } }\n      }\n    }": typeof types.AccountSwitchingSwitchAccountDocument,
    "mutation AccountSwitchingLogOut { logOut }": typeof types.AccountSwitchingLogOutDocument,
    "mutation AccountSwitchingStartMfaEnrollment { startMfaEnrollment { ... on MutationStartMfaEnrollmentSuccess { data { secret } } } }": typeof types.AccountSwitchingStartMfaEnrollmentDocument,
    "mutation AccountSwitchingConfirmMfaEnrollment($input: ConfirmMfaEnrollmentInput!) {\n        confirmMfaEnrollment(input: $input) { __typename }\n      }": typeof types.AccountSwitchingConfirmMfaEnrollmentDocument,
    "mutation AccountSwitchingVerifyLoginCode($input: VerifyLoginCodeInput!) { verifyLoginCode(input: $input) { __typename } }": typeof types.AccountSwitchingVerifyLoginCodeDocument,
    "query AccountsViewer { viewer { isAuth id username fullName user { entityId email } } }": typeof types.AccountsViewerDocument,
    "\n  mutation LogIn($input: LogInInput!) {\n    logIn(input: $input) {\n      __typename\n      ... on DomainError { code message messageDetail field }\n      ... on MutationLogInSuccess { data { entityId username } }\n    }\n  }": typeof types.LogInDocument,
    "query AccountsUser($u: String!) { user(username: $u) { entityId fullName email } }": typeof types.AccountsUserDocument,
    "mutation AccountsLogOut { logOut }": typeof types.AccountsLogOutDocument,
    "mutation ActingConvert($input: ConvertToBusinessInput!) {\n  convertToBusiness(input: $input) { __typename }\n}": typeof types.ActingConvertDocument,
    "mutation ActingCreateLinked($input: CreateLinkedBusinessInput!) {\n  createLinkedBusiness(input: $input) {\n    __typename ...DomainErrorFields\n    ... on MutationCreateLinkedBusinessSuccess { data { id user { username } } }\n  }\n}": typeof types.ActingCreateLinkedDocument,
    "mutation ActingUpdateBoard($input: UpdateBoardInput!) {\n  updateBoard(input: $input) { __typename ...DomainErrorFields ... on MutationUpdateBoardSuccess { data { privacy } } }\n}": typeof types.ActingUpdateBoardDocument,
    "mutation ActingInvite($boardId: String!, $userIds: [String!], $emails: [String!]) {\n  inviteCollaborators(boardId: $boardId, userIds: $userIds, emails: $emails) { __typename ...DomainErrorFields }\n}": typeof types.ActingInviteDocument,
    "query AdDeliveryFeed($first: Int) { homeFeed(first: $first) {\n  edges { cursor node { entityId isPromoted promoter } } } }": typeof types.AdDeliveryFeedDocument,
    "\n  mutation ReportsCreateCampaign($input: CreateCampaignInput!) {\n    createCampaign(input: $input) {\n      __typename ...DomainErrorFields\n      ... on MutationCreateCampaignSuccess { data {\n        entityId\n        adGroups(first: 5) { edges { node { entityId ads(first: 5) { edges { node { entityId } } } } } }\n      } }\n    }\n  }": typeof types.ReportsCreateCampaignDocument,
    "mutation ReportsClick($id: String!) { recordPromotedPinClick(pinId: $id) }": typeof types.ReportsClickDocument,
    "mutation ReportsSave($input: SavePinInput!) {\n  savePin(input: $input) { __typename ...DomainErrorFields } }": typeof types.ReportsSaveDocument,
    "query ReportsTotals($id: String!) {\n  viewer { advertiser { campaign(entityId: $id) { impressions clicks spend } } }\n}": typeof types.ReportsTotalsDocument,
    "\n  query ReportsReport($advertiserId: String!, $level: ReportLevel!, $from: String!, $to: String!,\n    $campaignId: String, $adGroupId: String) {\n    advertiserReport(advertiserId: $advertiserId, level: $level, from: $from, to: $to,\n      campaignId: $campaignId, adGroupId: $adGroupId) {\n      level from to currency\n      rows { entityId name status campaignId campaignName adGroupId adGroupName\n        impressions clicks saves videoViews videoWatchSeconds spend ctr cpc }\n      totals { impressions clicks saves spend ctr cpc }\n      csv\n    }\n  }": typeof types.ReportsReportDocument,
    "\n  query ReportsInsights($advertiserId: String!, $campaignId: String!, $from: String!, $to: String!,\n    $compareFrom: String!, $compareTo: String!) {\n    campaignInsights(advertiserId: $advertiserId, campaignId: $campaignId, from: $from, to: $to,\n      compareFrom: $compareFrom, compareTo: $compareTo) {\n      campaign { entityId name }\n      days { day impressions clicks saves spend }\n      comparisonDays { day impressions }\n      totals { impressions clicks saves spend ctr cpc }\n      comparisonTotals { impressions clicks }\n    }\n  }": typeof types.ReportsInsightsDocument,
    "\n  mutation ReportsCreateReport($input: CreateAdReportInput!) {\n    createAdReport(input: $input) {\n      __typename ...DomainErrorFields\n      ... on MutationCreateAdReportSuccess { data { entityId level columns from to rowCount csv } }\n    }\n  }": typeof types.ReportsCreateReportDocument,
    "\n  query ReportsRuns($advertiserId: String!) {\n    adReportRuns(advertiserId: $advertiserId, first: 10) { edges { node { entityId rowCount csv } } }\n  }": typeof types.ReportsRunsDocument,
    "\n  query ReportsRun($advertiserId: String!, $reportId: String!) {\n    adReportRun(advertiserId: $advertiserId, reportId: $reportId) { entityId csv }\n  }": typeof types.ReportsRunDocument,
    "\n  mutation TargetingCreateCampaign($input: CreateCampaignInput!) {\n    createCampaign(input: $input) {\n      __typename ...DomainErrorFields\n      ... on MutationCreateCampaignSuccess { data { entityId adGroups(first: 1) { edges { node { entityId } } } } }\n    }\n  }": typeof types.TargetingCreateCampaignDocument,
    "query TargetingFeed { homeFeed(first: 4) { edges { cursor node { entityId } } } }": typeof types.TargetingFeedDocument,
    "mutation TargetingFollow($id: String!) {\n  followBoard(boardId: $id) { __typename ...DomainErrorFields ... on MutationFollowBoardSuccess { data { entityId } } }\n}": typeof types.TargetingFollowDocument,
    "\n  mutation TargetingCreateAudience($input: AudienceInput!) {\n    createAudience(input: $input) {\n      __typename ...DomainErrorFields\n      ... on MutationCreateAudienceSuccess { data { entityId name kind lookbackDays size } }\n    }\n  }": typeof types.TargetingCreateAudienceDocument,
    "\n  mutation TargetingDeleteAudience($id: String!) {\n    deleteAudience(audienceId: $id) {\n      __typename ...DomainErrorFields\n      ... on MutationDeleteAudienceSuccess { data { entityId } }\n    }\n  }": typeof types.TargetingDeleteAudienceDocument,
    "\n  mutation TargetingUpdateAdGroup($id: String!, $input: AdGroupSettingsInput!) {\n    updateAdGroup(adGroupId: $id, input: $input) {\n      __typename ...DomainErrorFields\n      ... on MutationUpdateAdGroupSuccess { data { entityId audiencesInclude audiencesExclude } }\n    }\n  }": typeof types.TargetingUpdateAdGroupDocument,
    "query TargetingAudiences { viewer { advertiser { audiences { entityId name size } } } }": typeof types.TargetingAudiencesDocument,
    "query AdminViewer { viewer { isAuth isAdmin } }": typeof types.AdminViewerDocument,
    "\n  query AdminAccounts($search: String, $first: Int, $after: String) {\n    adminAccounts(search: $search, first: $first, after: $after) {\n      edges { node { id username email suspendedAt isAdmin } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }": typeof types.AdminAccountsDocument,
    "\n  query AdminReports { adminReports(first: 50) { edges { node {\n    id targetType targetId targetLabel targetPath reason reasonLabel details reporterUsername status } } } }": typeof types.AdminReportsDocument,
    "\n  mutation AdminSuspend($userId: String!) { suspendAccount(userId: $userId) { __typename\n    ... on DomainError { code message } ... on MutationSuspendAccountSuccess { data { id suspendedAt } } } }": typeof types.AdminSuspendDocument,
    "\n  mutation AdminUnsuspend($userId: String!) { unsuspendAccount(userId: $userId) { __typename\n    ... on DomainError { code message } ... on MutationUnsuspendAccountSuccess { data { id suspendedAt } } } }": typeof types.AdminUnsuspendDocument,
    "\n  mutation AdminLimit($userId: String!, $days: Int!) { limitAccount(userId: $userId, days: $days) { __typename\n    ... on DomainError { code message field } ... on MutationLimitAccountSuccess { data { id limitedUntil } } } }": typeof types.AdminLimitDocument,
    "\n  mutation AdminLift($userId: String!) { liftAccountLimit(userId: $userId) { __typename\n    ... on DomainError { code message } ... on MutationLiftAccountLimitSuccess { data { id limitedUntil } } } }": typeof types.AdminLiftDocument,
    "\n  mutation AdminLogInOutcome($input: LogInInput!) { logIn(input: $input) { __typename\n    ... on DomainError { code message loginOutcome } } }": typeof types.AdminLogInOutcomeDocument,
    "\n  mutation AdminDelete($userId: String!) { deleteAccount(userId: $userId) { __typename\n    ... on DomainError { code message } ... on MutationDeleteAccountSuccess { data } } }": typeof types.AdminDeleteDocument,
    "\n  mutation AdminResetLink($userId: String!) { createPasswordResetLink(userId: $userId) { __typename\n    ... on DomainError { code message } ... on MutationCreatePasswordResetLinkSuccess { data { path expiresAt } } } }": typeof types.AdminResetLinkDocument,
    "\n  mutation AdminInvite { createSignUpInvite { __typename\n    ... on DomainError { code message } ... on MutationCreateSignUpInviteSuccess { data { path } } } }": typeof types.AdminInviteDocument,
    "query AdminInstanceSettings { instanceSettings { siteName signUpMode } }": typeof types.AdminInstanceSettingsDocument,
    "\n  mutation AdminUpdateSettings($input: UpdateInstanceSettingsInput!) { updateInstanceSettings(input: $input) {\n    __typename ... on DomainError { code message field }\n    ... on MutationUpdateInstanceSettingsSuccess { data { siteName signUpMode } } } }": typeof types.AdminUpdateSettingsDocument,
    "\n  mutation AdminReportContent($input: ReportContentInput!) { reportContent(input: $input) { __typename\n    ... on DomainError { code message field } ... on MutationReportContentSuccess { data } } }": typeof types.AdminReportContentDocument,
    "\n  mutation AdminDismiss($reportId: String!) { dismissReport(reportId: $reportId) { __typename\n    ... on DomainError { code message } ... on MutationDismissReportSuccess { data { id status } } } }": typeof types.AdminDismissDocument,
    "\n  mutation AdminAct($reportId: String!) { actOnReport(reportId: $reportId) { __typename\n    ... on DomainError { code message } ... on MutationActOnReportSuccess { data { id status targetPath } } } }": typeof types.AdminActDocument,
    "\n  mutation AdminLogIn($input: LogInInput!) { logIn(input: $input) { __typename\n    ... on DomainError { code message } ... on MutationLogInSuccess { data { username } } } }": typeof types.AdminLogInDocument,
    "\n  mutation AdminSignUp($input: SignUpInput!) { signUp(input: $input) { __typename\n    ... on DomainError { code message } ... on MutationSignUpSuccess { data { username } } } }": typeof types.AdminSignUpDocument,
    "\n  mutation AdminResetPassword($input: ResetPasswordInput!) { resetPassword(input: $input) { __typename\n    ... on DomainError { code message } } }": typeof types.AdminResetPasswordDocument,
    "mutation AdminFollow($id: String!) { followUser(userId: $id) { __typename } }": typeof types.AdminFollowDocument,
    "query AdminCounts($u: String!) { user(username: $u) { followerCount } }": typeof types.AdminCountsDocument,
    "query AdminPin($id: String!) { pin(id: $id) { id } }": typeof types.AdminPinDocument,
    "fragment AdsCampaignFields on Campaign {\n  entityId name status objectiveType budgetType budgetMinor spend startsAt endsAt\n  adGroups(first: 10) { edges { node {\n    entityId name status bidMinor budgetType budgetMinor targeting { country interests } impressions\n    ads(first: 10) { edges { node { entityId name status pin { entityId } destinationUrl impressions } } }\n  } } }\n}": typeof types.AdsCampaignFieldsFragmentDoc,
    "\n  mutation AdsCreateCampaign($input: CreateCampaignInput!) {\n    createCampaign(input: $input) {\n      __typename ...DomainErrorFields\n      ... on MutationCreateCampaignSuccess { data { ...AdsCampaignFields } }\n    }\n  }": typeof types.AdsCreateCampaignDocument,
    "\n  mutation AdsUpdateCampaign($id: String!, $input: CampaignSettingsInput!) {\n    updateCampaign(campaignId: $id, input: $input) {\n      __typename ...DomainErrorFields\n      ... on MutationUpdateCampaignSuccess { data { ...AdsCampaignFields } }\n    }\n  }": typeof types.AdsUpdateCampaignDocument,
    "\n  mutation AdsSetCampaignsStatus($ids: [String!]!, $status: DeliveryStatus!) {\n    setCampaignsStatus(campaignIds: $ids, status: $status) {\n      __typename ...DomainErrorFields\n      ... on MutationSetCampaignsStatusSuccess { data { entityId status } }\n    }\n  }": typeof types.AdsSetCampaignsStatusDocument,
    "\n  mutation AdsDuplicateCampaign($id: String!) {\n    duplicateCampaign(campaignId: $id) {\n      __typename ...DomainErrorFields\n      ... on MutationDuplicateCampaignSuccess { data { ...AdsCampaignFields } }\n    }\n  }": typeof types.AdsDuplicateCampaignDocument,
    "\n  mutation AdsCreateAdGroup($id: String!, $input: AdGroupSettingsInput!, $ads: [AdInput!]) {\n    createAdGroup(campaignId: $id, input: $input, ads: $ads) {\n      __typename ...DomainErrorFields\n      ... on MutationCreateAdGroupSuccess { data { entityId name status } }\n    }\n  }": typeof types.AdsCreateAdGroupDocument,
    "\n  mutation AdsUpdateAdGroup($id: String!, $input: AdGroupSettingsInput!) {\n    updateAdGroup(adGroupId: $id, input: $input) {\n      __typename ...DomainErrorFields\n      ... on MutationUpdateAdGroupSuccess { data { entityId name bidMinor } }\n    }\n  }": typeof types.AdsUpdateAdGroupDocument,
    "\n  mutation AdsSetAdGroupStatus($id: String!, $status: DeliveryStatus!) {\n    setAdGroupStatus(adGroupId: $id, status: $status) {\n      __typename ...DomainErrorFields\n      ... on MutationSetAdGroupStatusSuccess { data { entityId status } }\n    }\n  }": typeof types.AdsSetAdGroupStatusDocument,
    "\n  mutation AdsDuplicateAdGroup($id: String!) {\n    duplicateAdGroup(adGroupId: $id) {\n      __typename ...DomainErrorFields\n      ... on MutationDuplicateAdGroupSuccess { data { entityId name status } }\n    }\n  }": typeof types.AdsDuplicateAdGroupDocument,
    "\n  mutation AdsCreateAd($id: String!, $input: AdInput!) {\n    createAd(adGroupId: $id, input: $input) {\n      __typename ...DomainErrorFields\n      ... on MutationCreateAdSuccess { data { entityId name status } }\n    }\n  }": typeof types.AdsCreateAdDocument,
    "\n  mutation AdsUpdateAd($id: String!, $name: String!) {\n    updateAd(adId: $id, name: $name) {\n      __typename ...DomainErrorFields\n      ... on MutationUpdateAdSuccess { data { entityId name } }\n    }\n  }": typeof types.AdsUpdateAdDocument,
    "\n  mutation AdsSetAdStatus($id: String!, $status: DeliveryStatus!) {\n    setAdStatus(adId: $id, status: $status) {\n      __typename ...DomainErrorFields\n      ... on MutationSetAdStatusSuccess { data { entityId status } }\n    }\n  }": typeof types.AdsSetAdStatusDocument,
    "\n  mutation AdsDuplicateAd($id: String!) {\n    duplicateAd(adId: $id) {\n      __typename ...DomainErrorFields\n      ... on MutationDuplicateAdSuccess { data { entityId name status } }\n    }\n  }": typeof types.AdsDuplicateAdDocument,
    "\n  mutation AdsPauseCampaign($id: String!) {\n    pauseCampaign(campaignId: $id) { __typename ...DomainErrorFields }\n  }": typeof types.AdsPauseCampaignDocument,
    "\n  mutation AdsResumeCampaign($id: String!) {\n    resumeCampaign(campaignId: $id) { __typename ...DomainErrorFields }\n  }": typeof types.AdsResumeCampaignDocument,
    "\n  query AdsCampaigns($advertiserId: String!) {\n    viewer { advertiser {\n      campaigns(first: 50) { edges { node { entityId name status } } }\n      campaign(entityId: $advertiserId) { entityId }\n    } }\n  }": typeof types.AdsCampaignsDocument,
    "query AdsCampaignTotals($id: String!) {\n  viewer { advertiser { campaign(entityId: $id) { adGroups(first: 10) { edges { node { impressions clicks } } } } } }\n}": typeof types.AdsCampaignTotalsDocument,
    "query AdsPinPromoted($id: String!) { pin(id: $id) { isPromoted promoter } }": typeof types.AdsPinPromotedDocument,
    "\n  mutation HistoryCreateCampaign($input: CreateCampaignInput!) {\n    createCampaign(input: $input) {\n      __typename ...DomainErrorFields\n      ... on MutationCreateCampaignSuccess {\n        data { entityId adGroups(first: 1) { edges { node { entityId ads(first: 1) { edges { node { entityId } } } } } } }\n      }\n    }\n  }": typeof types.HistoryCreateCampaignDocument,
    "\n  mutation HistoryUpdateCampaign($id: String!, $input: CampaignSettingsInput!) {\n    updateCampaign(campaignId: $id, input: $input) {\n      __typename ...DomainErrorFields\n      ... on MutationUpdateCampaignSuccess { data { entityId } }\n    }\n  }": typeof types.HistoryUpdateCampaignDocument,
    "\n  mutation HistorySetCampaignsStatus($ids: [String!]!, $status: DeliveryStatus!) {\n    setCampaignsStatus(campaignIds: $ids, status: $status) {\n      __typename ...DomainErrorFields\n      ... on MutationSetCampaignsStatusSuccess { data { entityId } }\n    }\n  }": typeof types.HistorySetCampaignsStatusDocument,
    "\n  mutation HistoryUpdateAdGroup($id: String!, $input: AdGroupSettingsInput!) {\n    updateAdGroup(adGroupId: $id, input: $input) {\n      __typename ...DomainErrorFields\n      ... on MutationUpdateAdGroupSuccess { data { entityId } }\n    }\n  }": typeof types.HistoryUpdateAdGroupDocument,
    "\n  mutation HistoryDuplicateAd($id: String!) {\n    duplicateAd(adId: $id) {\n      __typename ...DomainErrorFields\n      ... on MutationDuplicateAdSuccess { data { entityId } }\n    }\n  }": typeof types.HistoryDuplicateAdDocument,
    "\n  query HistoryOfAdvertiser($objectType: AdChangeObject, $first: Int, $after: String) {\n    viewer { advertiser {\n      changeHistory(objectType: $objectType, first: $first, after: $after) {\n        edges { node {\n          objectType objectName action actorName actorUsername\n          changes { field label before after }\n        } }\n        pageInfo { hasNextPage endCursor }\n      }\n    } }\n  }": typeof types.HistoryOfAdvertiserDocument,
    "\n  query AdviceOfAdvertiser {\n    viewer { advertiser { recommendations { kind objectType objectId campaignId title text } } }\n  }": typeof types.AdviceOfAdvertiserDocument,
    "\n  mutation AdviceCreateAd($id: String!, $input: AdInput!) {\n    createAd(adGroupId: $id, input: $input) {\n      __typename ...DomainErrorFields\n      ... on MutationCreateAdSuccess { data { entityId } }\n    }\n  }": typeof types.AdviceCreateAdDocument,
    "mutation AnalystConvert($input: ConvertToBusinessInput!) {\n  convertToBusiness(input: $input) { __typename ...DomainErrorFields }\n}": typeof types.AnalystConvertDocument,
    "mutation AnalystGrant($login: String!, $permission: BusinessPermission!) {\n  grantBusinessAccess(login: $login, permission: $permission) { __typename ...DomainErrorFields }\n}": typeof types.AnalystGrantDocument,
    "mutation AnalystCreateCampaign($input: CreateCampaignInput!) {\n  createCampaign(input: $input) {\n    __typename ...DomainErrorFields\n    ... on MutationCreateCampaignSuccess { data { entityId\n      adGroups(first: 1) { edges { node { entityId ads(first: 1) { edges { node { entityId } } } } } } } }\n  }\n}": typeof types.AnalystCreateCampaignDocument,
    "mutation AnalystCreateAudience($input: AudienceInput!) {\n  createAudience(input: $input) { __typename ...DomainErrorFields ... on MutationCreateAudienceSuccess { data { entityId } } }\n}": typeof types.AnalystCreateAudienceDocument,
    "mutation AnalystCreateToken($id: String!) {\n  createConversionToken(advertiserId: $id) {\n    __typename ...DomainErrorFields ... on MutationCreateConversionTokenSuccess { data { token { entityId } } }\n  }\n}": typeof types.AnalystCreateTokenDocument,
    "query AnalystAdvertiser($id: String!, $campaignId: String!) {\n  viewer {\n    adAccounts { advertiserId readOnly current }\n    advertiser(entityId: $id) {\n      entityId access name billing { contactName }\n      campaigns(first: 10) { edges { node { entityId name } } }\n      campaign(entityId: $campaignId) {\n        entityId\n        adGroups(first: 5) { edges { node { entityId name ads(first: 5) { edges { node { entityId name } } } } } }\n      }\n      audiences { entityId name size }\n      conversionOverview { eventName events }\n      conversionEvents(first: 5) { edges { node { eventId } } }\n    }\n  }\n}": typeof types.AnalystAdvertiserDocument,
    "query AnalystInvoices($id: String!) { viewer { advertiser(entityId: $id) { invoices { number } } } }": typeof types.AnalystInvoicesDocument,
    "query AnalystOrderLines($id: String!) { viewer { advertiser(entityId: $id) { orderLines { month } } } }": typeof types.AnalystOrderLinesDocument,
    "query AnalystTokens($id: String!) { viewer { advertiser(entityId: $id) { conversionTokens { entityId } } } }": typeof types.AnalystTokensDocument,
    "query AnalystReport($id: String!, $from: String!, $to: String!) {\n  advertiserReport(advertiserId: $id, level: CAMPAIGN, from: $from, to: $to) { rows { name } }\n}": typeof types.AnalystReportDocument,
    "query AnalystInsights($id: String!, $campaignId: String!, $from: String!, $to: String!) {\n  campaignInsights(advertiserId: $id, campaignId: $campaignId, from: $from, to: $to, compareFrom: $from, compareTo: $to) {\n    totals { impressions }\n  }\n}": typeof types.AnalystInsightsDocument,
    "mutation AnalystCreateReport($input: CreateAdReportInput!) {\n  createAdReport(input: $input) { __typename ...DomainErrorFields ... on MutationCreateAdReportSuccess { data { entityId } } }\n}": typeof types.AnalystCreateReportDocument,
    "query AnalystRuns($id: String!, $reportId: String!) {\n  adReportRuns(advertiserId: $id, first: 5) { edges { node { entityId } } }\n  adReportRun(advertiserId: $id, reportId: $reportId) { entityId csv }\n}": typeof types.AnalystRunsDocument,
    "mutation AnalystWCreate($input: CreateCampaignInput!) { createCampaign(input: $input) { __typename ...DomainErrorFields } }": typeof types.AnalystWCreateDocument,
    "mutation AnalystWUpdate($id: String!, $input: CampaignSettingsInput!) { updateCampaign(campaignId: $id, input: $input) { __typename ...DomainErrorFields } }": typeof types.AnalystWUpdateDocument,
    "mutation AnalystWStatus($ids: [String!]!) { setCampaignsStatus(campaignIds: $ids, status: PAUSED) { __typename ...DomainErrorFields } }": typeof types.AnalystWStatusDocument,
    "mutation AnalystWPause($id: String!) { pauseCampaign(campaignId: $id) { __typename ...DomainErrorFields } }": typeof types.AnalystWPauseDocument,
    "mutation AnalystWDuplicate($id: String!) { duplicateCampaign(campaignId: $id) { __typename ...DomainErrorFields } }": typeof types.AnalystWDuplicateDocument,
    "mutation AnalystWCreateGroup($id: String!, $input: AdGroupSettingsInput!) { createAdGroup(campaignId: $id, input: $input) { __typename ...DomainErrorFields } }": typeof types.AnalystWCreateGroupDocument,
    "mutation AnalystWUpdateGroup($id: String!, $input: AdGroupSettingsInput!) { updateAdGroup(adGroupId: $id, input: $input) { __typename ...DomainErrorFields } }": typeof types.AnalystWUpdateGroupDocument,
    "mutation AnalystWGroupStatus($id: String!) { setAdGroupStatus(adGroupId: $id, status: PAUSED) { __typename ...DomainErrorFields } }": typeof types.AnalystWGroupStatusDocument,
    "mutation AnalystWDuplicateGroup($id: String!) { duplicateAdGroup(adGroupId: $id) { __typename ...DomainErrorFields } }": typeof types.AnalystWDuplicateGroupDocument,
    "mutation AnalystWCreateAd($id: String!, $pinId: String!) { createAd(adGroupId: $id, input: { pinId: $pinId }) { __typename ...DomainErrorFields } }": typeof types.AnalystWCreateAdDocument,
    "mutation AnalystWUpdateAd($id: String!) { updateAd(adId: $id, name: \"Mine now\") { __typename ...DomainErrorFields } }": typeof types.AnalystWUpdateAdDocument,
    "mutation AnalystWAdStatus($id: String!) { setAdStatus(adId: $id, status: PAUSED) { __typename ...DomainErrorFields } }": typeof types.AnalystWAdStatusDocument,
    "mutation AnalystWDuplicateAd($id: String!) { duplicateAd(adId: $id) { __typename ...DomainErrorFields } }": typeof types.AnalystWDuplicateAdDocument,
    "mutation AnalystWAudience($input: AudienceInput!) { createAudience(input: $input) { __typename ...DomainErrorFields } }": typeof types.AnalystWAudienceDocument,
    "mutation AnalystWDeleteAudience($id: String!) { deleteAudience(audienceId: $id) { __typename ...DomainErrorFields } }": typeof types.AnalystWDeleteAudienceDocument,
    "mutation AnalystWToken($id: String!) { createConversionToken(advertiserId: $id) { __typename ...DomainErrorFields } }": typeof types.AnalystWTokenDocument,
    "mutation AnalystWRevoke($id: String!) { revokeConversionToken(tokenId: $id) { __typename ...DomainErrorFields } }": typeof types.AnalystWRevokeDocument,
    "mutation AnalystWTestEvent($id: String!) { sendTestConversionEvent(advertiserId: $id, eventName: \"checkout\") { __typename ...DomainErrorFields } }": typeof types.AnalystWTestEventDocument,
    "mutation AnalystWBilling($input: AdvertiserBillingInput!) { saveAdvertiserBilling(input: $input) { __typename ...DomainErrorFields } }": typeof types.AnalystWBillingDocument,
    "query AdvisoriesSearch($q: String!) {\n  searchAdvisory(query: $q) {\n    advisory severity advisoryType resourceCountry\n    notice { style title description textTags { type offset length link } actions { buttonText link } footerText footerLink }\n  }\n  searchPins(query: $q, first: 10) { edges { node { title } } }\n  searchBoards(query: $q, first: 10) { edges { node { name } } }\n  typeahead(term: $q) { items { kind query } }\n}": typeof types.AdvisoriesSearchDocument,
    "query AggregateSavesOfPin($id: String!) { pin(id: $id) { aggregateSaveCount } }": typeof types.AggregateSavesOfPinDocument,
    "mutation AggregateSavesSavePin($input: SavePinInput!) {\n  savePin(input: $input) { __typename ...DomainErrorFields ... on MutationSavePinSuccess { data { entityId } } } }": typeof types.AggregateSavesSavePinDocument,
    "mutation AggregateSavesMovePins($input: MovePinsInput!) {\n  movePins(input: $input) { __typename ...DomainErrorFields } }": typeof types.AggregateSavesMovePinsDocument,
    "mutation AggregateSavesUpdateBoard($input: UpdateBoardInput!) {\n  updateBoard(input: $input) { __typename ...DomainErrorFields } }": typeof types.AggregateSavesUpdateBoardDocument,
    "mutation AggregateSavesDeletePin($id: String!) {\n  deletePin(pinId: $id) { __typename ...DomainErrorFields } }": typeof types.AggregateSavesDeletePinDocument,
    "mutation AggregateSavesDeleteBoard($id: String!) {\n  deleteBoard(boardId: $id) { __typename ...DomainErrorFields } }": typeof types.AggregateSavesDeleteBoardDocument,
    "query AggregateSavesAttribution { viewer { isAuth pinAttribution } }": typeof types.AggregateSavesAttributionDocument,
    "query AttackSurfaceExperimentGroup($name: String!) { experimentGroup(name: $name) }": typeof types.AttackSurfaceExperimentGroupDocument,
    "query AttackSurfaceExperimentGroup2 { experimentGroup(name: \"web_post_create_retargeting\") }": typeof types.AttackSurfaceExperimentGroup2Document,
    "query AttackSurfaceAB { a: __typename b: __typename }": typeof types.AttackSurfaceAbDocument,
    "query AttackSurfaceIntrospect { __schema { queryType { name } } }": typeof types.AttackSurfaceIntrospectDocument,
    "mutation AttackSurfaceCreatePin($input: CreatePinInput!) {\n    createPin(input: $input) { __typename ...DomainErrorFields }\n  }": typeof types.AttackSurfaceCreatePinDocument,
    "\n  mutation BillingCreateCampaign($input: CreateCampaignInput!) {\n    createCampaign(input: $input) {\n      __typename ...DomainErrorFields\n      ... on MutationCreateCampaignSuccess { data {\n        entityId\n        adGroups(first: 1) { edges { node { entityId ads(first: 1) { edges { node { entityId } } } } } }\n      } }\n    }\n  }": typeof types.BillingCreateCampaignDocument,
    "\n  mutation BillingResume($id: String!) {\n    resumeCampaign(campaignId: $id) { __typename ...DomainErrorFields }\n  }": typeof types.BillingResumeDocument,
    "\n  mutation BillingPauseCampaign($id: String!) {\n    pauseCampaign(campaignId: $id) { __typename ...DomainErrorFields }\n  }": typeof types.BillingPauseCampaignDocument,
    "\n  query BillingAdvertiser {\n    viewer { advertiser {\n      entityId pausedAt pauseReason\n      invoices { entityId number periodStart periodEnd currency totalMinor status dueOn pdfPath billToName\n        lines { campaignId campaignName amountMinor } }\n      orderLines { campaignId campaignName month amountMinor }\n    } }\n  }": typeof types.BillingAdvertiserDocument,
    "\n  query BillingAdminAdvertisers {\n    adminAdvertisers(first: 50) { edges { node {\n      id name ownerUsername pausedAt pauseReason monthSpendMinor totalSpendMinor openInvoiceCount openInvoiceMinor\n    } } }\n  }": typeof types.BillingAdminAdvertisersDocument,
    "\n  query BillingAdminOpenInvoices { adminOpenInvoices(first: 50) { edges { node { entityId status totalMinor } } } }": typeof types.BillingAdminOpenInvoicesDocument,
    "\n  mutation BillingMarkPaid($id: String!) {\n    markInvoicePaid(invoiceId: $id) {\n      __typename ...DomainErrorFields\n      ... on MutationMarkInvoicePaidSuccess { data { entityId status paidAt } }\n    }\n  }": typeof types.BillingMarkPaidDocument,
    "\n  mutation BillingPauseAdvertiser($id: String!, $reason: String!) {\n    pauseAdvertiser(advertiserId: $id, reason: $reason) {\n      __typename ...DomainErrorFields\n      ... on MutationPauseAdvertiserSuccess { data { id pausedAt pauseReason } }\n    }\n  }": typeof types.BillingPauseAdvertiserDocument,
    "\n  mutation BillingLiftPause($id: String!) {\n    liftAdvertiserPause(advertiserId: $id) {\n      __typename ...DomainErrorFields\n      ... on MutationLiftAdvertiserPauseSuccess { data { id pausedAt } }\n    }\n  }": typeof types.BillingLiftPauseDocument,
    "query BillingPinPromoted($id: String!) { pin(id: $id) { isPromoted } }": typeof types.BillingPinPromotedDocument,
    "query BoardsAndSectionsUserBoard($u: String!, $b: String!) {\n      user(username: $u) { boardCount pinCount }\n      board(id: $b) { pinCount sectionCount sections(first: 50) { edges { node { pinCount } } } }\n    }": typeof types.BoardsAndSectionsUserBoardDocument,
    "query BoardsAndSectionsBoard($u: String!, $s: String!) { board(username: $u, slug: $s) { entityId description url } }": typeof types.BoardsAndSectionsBoardDocument,
    "query BoardsAndSectionsUser($u: String!) { user(username: $u) { boardCount } }": typeof types.BoardsAndSectionsUserDocument,
    "query BoardsAndSectionsAB($u: String!) { a: board(username: $u, slug: \"home-garden\") { name } b: board(username: $u, slug: \"home-garden-2\") { name } }": typeof types.BoardsAndSectionsAbDocument,
    "query BoardsAndSectionsBoardSection($b: String!) { boardSection(boardId: $b, slug: \"open-shelves\") { entityId board { name } } }": typeof types.BoardsAndSectionsBoardSectionDocument,
    "query BoardsAndSectionsBoard2($id: String!) { board(id: $id) { imageCoverUrl coverDominantColor } }": typeof types.BoardsAndSectionsBoard2Document,
    "\n  query BotCheckChallenge($action: BotCheckAction!) {\n    botCheckChallenge(action: $action) { algorithm challenge maxNumber salt signature action expiresAt }\n  }": typeof types.BotCheckChallengeDocument,
    "\n  mutation BotCheckSignUp($input: SignUpInput!) { signUp(input: $input) { __typename ...DomainErrorFields } }": typeof types.BotCheckSignUpDocument,
    "\n  mutation BotCheckLogIn($input: LogInInput!) { logIn(input: $input) { __typename ...DomainErrorFields } }": typeof types.BotCheckLogInDocument,
    "\n  mutation BotCheckRequestReset($email: String!, $botCheckToken: String) {\n    requestPasswordReset(email: $email, botCheckToken: $botCheckToken) { __typename ...DomainErrorFields }\n  }": typeof types.BotCheckRequestResetDocument,
    "\n  mutation BotCheckChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) { __typename ...DomainErrorFields }\n  }": typeof types.BotCheckChangePasswordDocument,
    "query BotCheckViewer { viewer { isAuth } }": typeof types.BotCheckViewerDocument,
    "mutation BusinessConvertToBusiness($input: ConvertToBusinessInput!) {\n      convertToBusiness(input: $input) { __typename ...DomainErrorFields ... on MutationConvertToBusinessSuccess { data { isPartner businessName } } }\n    }": typeof types.BusinessConvertToBusinessDocument,
    "mutation BusinessCreateLinkedBusiness($input: CreateLinkedBusinessInput!) {\n      createLinkedBusiness(input: $input) {\n        __typename ...DomainErrorFields\n        ... on MutationCreateLinkedBusinessSuccess { data { id permissions user { username } } }\n      }\n    }": typeof types.BusinessCreateLinkedBusinessDocument,
    "mutation BusinessGrantBusinessAccess($login: String!, $permission: BusinessPermission!) {\n      grantBusinessAccess(login: $login, permission: $permission) { __typename ...DomainErrorFields }\n    }": typeof types.BusinessGrantBusinessAccessDocument,
    "query BusinessViewer { viewer { username isActingAs isPartner person { username } } }": typeof types.BusinessViewerDocument,
    "query BusinessViewer2 { viewer { businessAccessProfiles { id permissions viewerMeetsMfaRequirement } } }": typeof types.BusinessViewer2Document,
    "mutation BusinessLogIn($input: LogInInput!) { logIn(input: $input) { __typename } }": typeof types.BusinessLogInDocument,
    "query BusinessBusinessMembers { businessMembers { __typename ...DomainErrorFields } }": typeof types.BusinessBusinessMembersDocument,
    "mutation BusinessRevoke($businessId: String!, $memberId: String!) {\n      revokeBusinessAccess(businessId: $businessId, memberId: $memberId) { __typename ...DomainErrorFields }\n    }": typeof types.BusinessRevokeDocument,
    "mutation BusinessSetBusinessRequiresMfa { setBusinessRequiresMfa(requiresMfa: true) { __typename ...DomainErrorFields } }": typeof types.BusinessSetBusinessRequiresMfaDocument,
    "query BusinessViewer3 { viewer { businessAccessProfiles { id viewerMeetsMfaRequirement } } }": typeof types.BusinessViewer3Document,
    "mutation BusinessChangePassword($input: ChangePasswordInput!) { changePassword(input: $input) { __typename ...DomainErrorFields } }": typeof types.BusinessChangePasswordDocument,
    "query BusinessReadBoard($id: String!) { board(id: $id) { entityId } }": typeof types.BusinessReadBoardDocument,
    "query BusinessPicker { boardPicker { allBoards { entityId } } }": typeof types.BusinessPickerDocument,
    "query BusinessUser($u: String!) { user(username: $u) { boards(first: 50) { edges { node { entityId } } } } }": typeof types.BusinessUserDocument,
    "mutation CarouselPinsCreate($input: CreateCarouselPinInput!) {\n  createCarouselPin(input: $input) {\n    __typename ...DomainErrorFields\n    ... on MutationCreateCarouselPinSuccess { data { entityId isCarousel imageSpec_236x { url } } }\n  }\n}": typeof types.CarouselPinsCreateDocument,
    "query CarouselPinsPin($id: String!) {\n  pin(id: $id) {\n    title isCarousel altText\n    imageSpec_236x { url }\n    carouselImages { position altText title link imageSpec_236x { url } imageSpec_736x { url } }\n  }\n}": typeof types.CarouselPinsPinDocument,
    "query CarouselPinsBoard($id: String!) {\n  board(id: $id) { pins(first: 10) { edges { node { entityId isCarousel imageSpec_236x { url } } } } }\n}": typeof types.CarouselPinsBoardDocument,
    "mutation CarouselPinsSave($input: SavePinInput!) {\n  savePin(input: $input) { __typename ...DomainErrorFields ... on MutationSavePinSuccess { data { entityId } } }\n}": typeof types.CarouselPinsSaveDocument,
    "mutation CarouselPinsDelete($id: String!) {\n  deletePin(pinId: $id) { __typename ...DomainErrorFields }\n}": typeof types.CarouselPinsDeleteDocument,
    "mutation CarouselPinsDeleteBoard($id: String!) {\n  deleteBoard(boardId: $id) { __typename ...DomainErrorFields }\n}": typeof types.CarouselPinsDeleteBoardDocument,
    "\n  mutation CollaborationInvite($boardId: String!, $userIds: [String!], $emails: [String!]) {\n    inviteCollaborators(boardId: $boardId, userIds: $userIds, emails: $emails) {\n      __typename ...DomainErrorFields\n      ... on MutationInviteCollaboratorsSuccess { data { entityId email status } }\n    }\n  }": typeof types.CollaborationInviteDocument,
    "query CollaborationMyInvites { myBoardInvites { entityId boardName inviter { username } board { name } } }": typeof types.CollaborationMyInvitesDocument,
    "\n  mutation CollaborationRespond($id: String!, $accept: Boolean!) {\n    respondToBoardInvite(inviteId: $id, accept: $accept) {\n      __typename ...DomainErrorFields\n      ... on MutationRespondToBoardInviteSuccess { data { status board { name collaboratedByMe } } }\n    }\n  }": typeof types.CollaborationRespondDocument,
    "query CollaborationBoard($id: String!) { board(id: $id) { entityId } }": typeof types.CollaborationBoardDocument,
    "mutation CollaborationBlockUser($id: String!) { blockUser(userId: $id) { __typename } }": typeof types.CollaborationBlockUserDocument,
    "mutation CollaborationAcceptBoardInviteByToken($token: String!) { acceptBoardInviteByToken(token: $token) { __typename } }": typeof types.CollaborationAcceptBoardInviteByTokenDocument,
    "mutation CollaborationUpdateBoard($input: UpdateBoardInput!) { updateBoard(input: $input) { __typename ...DomainErrorFields } }": typeof types.CollaborationUpdateBoardDocument,
    "mutation CollaborationDeleteBoard($id: String!) { deleteBoard(boardId: $id) { __typename ...DomainErrorFields } }": typeof types.CollaborationDeleteBoardDocument,
    "mutation CollaborationUpdateBoard2($input: UpdateBoardInput!) { updateBoard(input: $input) { __typename } }": typeof types.CollaborationUpdateBoard2Document,
    "query CollaborationBoard2($id: String!) { board(id: $id) { collaboratingUsers { edges { node { fullName } } } } }": typeof types.CollaborationBoard2Document,
    "mutation CollaborationRemove($b: String!, $u: String!) { removeCollaborator(boardId: $b, userId: $u) { __typename ...DomainErrorFields } }": typeof types.CollaborationRemoveDocument,
    "mutation CollaborationFollowUser($id: String!) { followUser(userId: $id) { __typename } }": typeof types.CollaborationFollowUserDocument,
    "query CollaborationCollaboratorSuggestions($q: String!) { collaboratorSuggestions(query: $q) { username } }": typeof types.CollaborationCollaboratorSuggestionsDocument,
    "\n        query CollaborationSharedCards($id: String!) {\n          board(id: $id) {\n            pins(first: 10) {\n              edges { node { title pinner { username imageMediumUrl } pinnedToBoard { owner { username } } } }\n            }\n          }\n        }": typeof types.CollaborationSharedCardsDocument,
    "\n  mutation ConversionsCreateCampaign($input: CreateCampaignInput!) {\n    createCampaign(input: $input) {\n      __typename ...DomainErrorFields\n      ... on MutationCreateCampaignSuccess { data { entityId } }\n    }\n  }": typeof types.ConversionsCreateCampaignDocument,
    "\n  mutation ConversionsCreateToken($id: String!) {\n    createConversionToken(advertiserId: $id) {\n      __typename ...DomainErrorFields\n      ... on MutationCreateConversionTokenSuccess { data { secret token { entityId hint } } }\n    }\n  }": typeof types.ConversionsCreateTokenDocument,
    "\n  mutation ConversionsRevokeToken($id: String!) {\n    revokeConversionToken(tokenId: $id) {\n      __typename ...DomainErrorFields\n      ... on MutationRevokeConversionTokenSuccess { data { entityId } }\n    }\n  }": typeof types.ConversionsRevokeTokenDocument,
    "\n  mutation ConversionsTestEvent($id: String!, $name: String!) {\n    sendTestConversionEvent(advertiserId: $id, eventName: $name) {\n      __typename ...DomainErrorFields\n      ... on MutationSendTestConversionEventSuccess { data { eventName isTest source campaign { entityId } } }\n    }\n  }": typeof types.ConversionsTestEventDocument,
    "\n  query ConversionsOfAdvertiser($test: Boolean) { viewer { advertiser {\n    conversionTokens { entityId hint }\n    conversionOverview { eventName events attributed valueMinor }\n    conversionEvents(first: 20, test: $test) { edges { node { eventId eventName source isTest valueMinor currency campaign { entityId } } } }\n    campaigns(first: 5) { edges { node { entityId conversions } } }\n  } } }": typeof types.ConversionsOfAdvertiserDocument,
    "\n  mutation ConversionsQuickPromote($input: QuickPromoteInput!) {\n    quickPromote(input: $input) {\n      __typename ...DomainErrorFields\n      ... on MutationQuickPromoteSuccess { data { entityId objectiveType conversionEvent } }\n    }\n  }": typeof types.ConversionsQuickPromoteDocument,
    "query ConversionsPinLink($id: String!) { pin(id: $id) { offsiteUrl } }": typeof types.ConversionsPinLinkDocument,
    "mutation CoversAndCountsUpdateBoard($input: UpdateBoardInput!) {\n  updateBoard(input: $input) { __typename ...DomainErrorFields } }": typeof types.CoversAndCountsUpdateBoardDocument,
    "mutation CoversAndCountsMovePins($input: MovePinsInput!) {\n  movePins(input: $input) { __typename ...DomainErrorFields } }": typeof types.CoversAndCountsMovePinsDocument,
    "mutation CoversAndCountsDeletePin($id: String!) { deletePin(pinId: $id) { __typename ...DomainErrorFields } }": typeof types.CoversAndCountsDeletePinDocument,
    "mutation CoversAndCountsDeleteBoard($id: String!) { deleteBoard(boardId: $id) { __typename ...DomainErrorFields } }": typeof types.CoversAndCountsDeleteBoardDocument,
    "query CoversAndCountsBoardUser($id: String!, $username: String!) {\n        board(id: $id) { imageCoverUrl coverDominantColor hasCustomCover }\n        user(username: $username) { boards(first: 20) { edges { node { entityId imageCoverUrl } } } }\n      }": typeof types.CoversAndCountsBoardUserDocument,
    "query CoversAndCountsUser($username: String!) { user(username: $username) { pinCount boardCount } }": typeof types.CoversAndCountsUserDocument,
    "mutation DataExportCarousel($input: CreateCarouselPinInput!) {\n  createCarouselPin(input: $input) { __typename ...DomainErrorFields }\n}": typeof types.DataExportCarouselDocument,
    "mutation DataImportCarousel($input: CreateCarouselPinInput!) {\n    createCarouselPin(input: $input) { __typename ...DomainErrorFields }\n  }": typeof types.DataImportCarouselDocument,
    "query DatabaseConnectionViewer { viewer { isAuth } }": typeof types.DatabaseConnectionViewerDocument,
    "query EmailVerificationEmailSettings { emailSettings { email verified } }": typeof types.EmailVerificationEmailSettingsDocument,
    "mutation EmailVerificationVerifyEmail($token: String!) {\n        verifyEmail(token: $token) { __typename ...DomainErrorFields ... on MutationVerifyEmailSuccess { data { email verified } } }\n      }": typeof types.EmailVerificationVerifyEmailDocument,
    "mutation EmailVerificationChangeEmail($input: ChangeEmailInput!) {\n        changeEmail(input: $input) {\n          __typename ...DomainErrorFields\n          ... on MutationChangeEmailSuccess { data { email verified } }\n        }\n      }": typeof types.EmailVerificationChangeEmailDocument,
    "mutation EmailVerificationResendVerificationEmail {\n        resendVerificationEmail {\n          __typename ...DomainErrorFields\n          ... on MutationResendVerificationEmailSuccess { data { email verified } }\n        }\n      }": typeof types.EmailVerificationResendVerificationEmailDocument,
    "\n  mutation EmailVerificationInvite($boardId: String!, $emails: [String!]) {\n    inviteCollaborators(boardId: $boardId, emails: $emails) {\n      __typename ...DomainErrorFields\n      ... on MutationInviteCollaboratorsSuccess {\n        data { entityId email status invitee { username fullName } }\n      }\n    }\n  }": typeof types.EmailVerificationInviteDocument,
    "query EmailVerificationMyBoardInvites { myBoardInvites { entityId boardName } }": typeof types.EmailVerificationMyBoardInvitesDocument,
    "mutation EmailVerificationRespondToBoardInvite($id: String!, $accept: Boolean!) {\n        respondToBoardInvite(inviteId: $id, accept: $accept) { __typename ...DomainErrorFields }\n      }": typeof types.EmailVerificationRespondToBoardInviteDocument,
    "query EmailVerificationBoard($id: String!) { board(id: $id) { entityId } }": typeof types.EmailVerificationBoardDocument,
    "mutation EmailVerificationAcceptBoardInviteByToken($token: String!) { acceptBoardInviteByToken(token: $token) { __typename } }": typeof types.EmailVerificationAcceptBoardInviteByTokenDocument,
    "\n  query FailedLoadsBoardPage($username: String!, $slug: String!) {\n    board(username: $username, slug: $slug) { entityId name url }\n  }\n": typeof types.FailedLoadsBoardPageDocument,
    "\n  mutation FailedLoadsRenameBoard($input: UpdateBoardInput!) {\n    updateBoard(input: $input) { __typename ...DomainErrorFields ... on MutationUpdateBoardSuccess { data { url } } }\n  }\n": typeof types.FailedLoadsRenameBoardDocument,
    "\n  mutation FailedLoadsDeleteBoard($id: String!) { deleteBoard(boardId: $id) { __typename } }\n": typeof types.FailedLoadsDeleteBoardDocument,
    "query FailedLoadsFollowing { followingFeed(first: 1) { edges { node { id } } } }": typeof types.FailedLoadsFollowingDocument,
    "query HashtagsHashtagSuggestions($term: String!) { hashtagSuggestions(term: $term) { query pinCount } }": typeof types.HashtagsHashtagSuggestionsDocument,
    "query HttpSecurityUser($u: String!) { user(username: $u) { boards(first: 50) { edges { node { name } } } } }": typeof types.HttpSecurityUserDocument,
    "mutation HttpSecurityLogOut { logOut }": typeof types.HttpSecurityLogOutDocument,
    "query HttpSecurityViewer { viewer { isAuth } }": typeof types.HttpSecurityViewerDocument,
    "query HttpSecurity_Schema { __schema { queryType { name } types { name } } }": typeof types.HttpSecurity_SchemaDocument,
    "query HttpSecurityDeep { viewer { user { boards { edges { node { pins { edges { node {\n        pinnedToBoard { owner { boards { edges { node { name } } } } } } } } } } } } } }": typeof types.HttpSecurityDeepDocument,
    "query HttpSecurityHomeFeed {\n      homeFeed(first: 50) {\n        edges { cursor node {\n          id entityId title description link linkDomain altText dominantColor createdAt\n          imageSpec_236x { url width height } imageSpec_orig { url width height }\n          pinner { id username fullName imageMediumUrl url }\n          pinnedToBoard { id name url privacy owner { username } }\n          section { id title }\n        } }\n        pageInfo { hasNextPage endCursor }\n      }\n    }": typeof types.HttpSecurityHomeFeedDocument,
    "query HttpSecurityBoardPin { board(id: \"abc\") { id } pin(id: \"x1\") { id } }": typeof types.HttpSecurityBoardPinDocument,
    "query HttpSecurityBoardPin2 { board(id: \"99999999999999999999\") { id } pin(id: \"99999999999999999999\") { id } boardSection(boardId: \"abc\", slug: \"x\") { id } }": typeof types.HttpSecurityBoardPin2Document,
    "\n  query IdeasTopics { ideaTopics { entityId name slug url pinCount cover { entityId } } }": typeof types.IdeasTopicsDocument,
    "\n  query IdeasTopic($id: String!) {\n    ideaTopic(id: $id) {\n      entityId\n      name\n      url\n      pinCount\n      cover { entityId }\n      pins(first: 2) { edges { node { entityId title } } pageInfo { hasNextPage endCursor } }\n      related { name }\n    }\n  }": typeof types.IdeasTopicDocument,
    "\n  query IdeasTopicMore($id: String!, $after: String) {\n    ideaTopic(id: $id) { pins(first: 50, after: $after) { edges { node { entityId title } } } }\n  }": typeof types.IdeasTopicMoreDocument,
    "\n  query InterestsWelcome {\n    viewer { welcomePending interests { slug name } }\n    interestChoices { slug name }\n  }": typeof types.InterestsWelcomeDocument,
    "\n  mutation InterestsSave($slugs: [String!]!) {\n    saveInterests(slugs: $slugs) {\n      __typename\n      ...DomainErrorFields\n      ... on MutationSaveInterestsSuccess { data { slug name } }\n    }\n  }": typeof types.InterestsSaveDocument,
    "\n  mutation InterestsFinishWelcome {\n    finishWelcome { __typename ...DomainErrorFields ... on MutationFinishWelcomeSuccess { data } }\n  }": typeof types.InterestsFinishWelcomeDocument,
    "query InterestsProviders { socialLoginProviders { provider oneTapClientId } }": typeof types.InterestsProvidersDocument,
    "\n  query InterestsHome($first: Int!, $after: String) {\n    homeFeed(first: $first, after: $after) {\n      edges { node { entityId title } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }": typeof types.InterestsHomeDocument,
    "query LinkStatusCheck($url: String!) {\n  pinLinkStatus(url: $url) {\n    __typename ...DomainErrorFields\n    ... on QueryPinLinkStatusSuccess { data { kind redirectsTo httpStatus } }\n  }\n}": typeof types.LinkStatusCheckDocument,
    "mutation LoginThrottleLogIn($input: LogInInput!) {\n  logIn(input: $input) { __typename ... on DomainError { code message } }\n}": typeof types.LoginThrottleLogInDocument,
    "mutation LoginThrottleLogOut { logOut }": typeof types.LoginThrottleLogOutDocument,
    "mutation LoginAssistFinish($token: String!) {\n    finishLoginAssistance(token: $token) { __typename ... on DomainError { code message } }\n  }": typeof types.LoginAssistFinishDocument,
    "query LoginAssistViewer { viewer { id } }": typeof types.LoginAssistViewerDocument,
    "query MediaPostCreateUserState { userState(state: \"claiming_upsells_seen\") }": typeof types.MediaPostCreateUserStateDocument,
    "mutation MediaPostCreateSetUserState { setUserState(state: \"claiming_upsells_seen\", value: \"POST_CREATE_UPSELL_V2\") { __typename\n         ...DomainErrorFields ... on MutationSetUserStateSuccess { data } } }": typeof types.MediaPostCreateSetUserStateDocument,
    "mutation MediaPostCreateUpdateUserSettings { updateUserSettings(input: { listedWebsiteUrl: \"https://www.instagram.com/pat.pins/\" }) {\n         __typename ...DomainErrorFields ... on MutationUpdateUserSettingsSuccess { data { listedWebsiteUrl } } } }": typeof types.MediaPostCreateUpdateUserSettingsDocument,
    "mutation MediaPostCreateConnectAccount { connectAccount(input: { network: \"instagram\", username: \"@pat.pins\" }) {\n         ... on MutationConnectAccountSuccess { data { connectedToInstagram connectedAccounts { network username } } } } }": typeof types.MediaPostCreateConnectAccountDocument,
    "mutation MediaPostCreateDisconnectAccount { disconnectAccount(network: \"instagram\") { __typename } }": typeof types.MediaPostCreateDisconnectAccountDocument,
    "mutation MediaPostCreateUpdateUserSettings3 { updateUserSettings(input: { listedWebsiteUrl: \"\" }) { __typename } }": typeof types.MediaPostCreateUpdateUserSettings3Document,
    "mutation MediaPostCreateUpdateUserSettings2 { updateUserSettings(input: { listedWebsiteUrl: \"javascript:alert(1)\" }) { __typename ...DomainErrorFields } }": typeof types.MediaPostCreateUpdateUserSettings2Document,
    "mutation MediaPostCreateConnectAccount2 { connectAccount(input: { network: \"myspace\", username: \"pat\" }) { __typename ...DomainErrorFields } }": typeof types.MediaPostCreateConnectAccount2Document,
    "query MediaPostCreate { experimentGroup(name: \"web_post_create_retargeting\") experimentEnabled(name: \"web_post_create_retargeting\") }": typeof types.MediaPostCreateDocument,
    "query MediaPostCreateExperimentGroup { experimentGroup(name: \"no_such_experiment\") }": typeof types.MediaPostCreateExperimentGroupDocument,
    "query MediaPostCreateExperimentGroup2 { experimentGroup(name: \"web_post_create_retargeting\") }": typeof types.MediaPostCreateExperimentGroup2Document,
    "query MediaPostCreateExperimentEnabled { experimentEnabled(name: \"web_post_create_retargeting\") }": typeof types.MediaPostCreateExperimentEnabledDocument,
    "mutation MediaPostCreateTrackEvent { trackEvent(input: { event: \"pin_create_fail\", path: \"/pin/create/link/\" }) { __typename ...DomainErrorFields } }": typeof types.MediaPostCreateTrackEventDocument,
    "mutation MediaPurgeDeletePin($id: String!) { deletePin(pinId: $id) { __typename ...DomainErrorFields } }": typeof types.MediaPurgeDeletePinDocument,
    "mutation MediaPurgeDeleteBoard($id: String!) { deleteBoard(boardId: $id) { __typename } }": typeof types.MediaPurgeDeleteBoardDocument,
    "mutation MediaSsrfCreatePin($input: CreatePinInput!) { createPin(input: $input) { __typename ...DomainErrorFields } }": typeof types.MediaSsrfCreatePinDocument,
    "\n  query PinMedia($id: String!) {\n    pin(id: $id) {\n      entityId\n      imageSpec_orig { url width height }\n      imageSpec_236x { url width }\n      video { url format durationMs width height coverImage { signature width height } }\n    }\n  }": typeof types.PinMediaDocument,
    "mutation MediaUploadRegisterUpload { registerUpload(type: pinimage) { __typename ...DomainErrorFields\n         ... on MutationRegisterUploadSuccess { data { uploadId uploadUrl uploadParameters { name value } } } } }": typeof types.MediaUploadRegisterUploadDocument,
    "query MediaUploadUploadStatus($ids: [String!]!) { uploadStatus(ids: $ids) { uploadId type status signature imageUrl } }": typeof types.MediaUploadUploadStatusDocument,
    "query MediaUploadUserSettings { userSettings { videoUploadAllowed } }": typeof types.MediaUploadUserSettingsDocument,
    "\n  mutation MediaUrlCreatePin($input: CreatePinInput!) {\n    createPin(input: $input) {\n      __typename\n      ...DomainErrorFields\n      ... on MutationCreatePinSuccess { data { entityId title imageSpec_orig { url width height } } }\n    }\n  }": typeof types.MediaUrlCreatePinDocument,
    "mutation MediaUrlRegisterImageUrl($url: String!) { registerImageUrl(url: $url) { __typename\n         ... on MutationRegisterImageUrlSuccess { data { uploadId status } } } }": typeof types.MediaUrlRegisterImageUrlDocument,
    "query MediaUrlFindPinImages($url: String!) { findPinImages(url: $url) { type url width height } }": typeof types.MediaUrlFindPinImagesDocument,
    "query MediaUrlFindPinImages2($url: String!) { findPinImages(url: $url) { url width } }": typeof types.MediaUrlFindPinImages2Document,
    "mutation MfaStartMfaEnrollment {\n    startMfaEnrollment {\n      __typename ...DomainErrorFields\n      ... on MutationStartMfaEnrollmentSuccess { data { secret otpauthUri qrCodeDataUrl } }\n    }\n  }": typeof types.MfaStartMfaEnrollmentDocument,
    "mutation MfaConfirmMfaEnrollment($input: ConfirmMfaEnrollmentInput!) {\n      confirmMfaEnrollment(input: $input) {\n        __typename ...DomainErrorFields\n        ... on MutationConfirmMfaEnrollmentSuccess { data }\n      }\n    }": typeof types.MfaConfirmMfaEnrollmentDocument,
    "mutation MfaLogIn($input: LogInInput!) {\n      logIn(input: $input) {\n        __typename ...DomainErrorFields\n        ... on MutationLogInSuccess { data { entityId } }\n        ... on LogInMfaRequired { ticket expiresAt loginMethod message }\n      }\n    }": typeof types.MfaLogInDocument,
    "mutation MfaVerifyLoginCode($input: VerifyLoginCodeInput!) {\n      verifyLoginCode(input: $input) {\n        __typename ...DomainErrorFields\n        ... on MutationVerifyLoginCodeSuccess { data { entityId } }\n      }\n    }": typeof types.MfaVerifyLoginCodeDocument,
    "query MfaViewer { viewer { isAuth id mfaEnabled } }": typeof types.MfaViewerDocument,
    "mutation MfaDisableMfa($input: DisableMfaInput!) {\n      disableMfa(input: $input) { __typename ...DomainErrorFields ... on MutationDisableMfaSuccess { data } }\n    }": typeof types.MfaDisableMfaDocument,
    "mutation MfaLogOut { logOut }": typeof types.MfaLogOutDocument,
    "query MfaSessions { sessions { current loginMethod loginMethodLabel } }": typeof types.MfaSessionsDocument,
    "mutation MfaRegenerateRecoveryCodes($input: RegenerateRecoveryCodesInput!) {\n            regenerateRecoveryCodes(input: $input) {\n              __typename ...DomainErrorFields ... on MutationRegenerateRecoveryCodesSuccess { data }\n            }\n          }": typeof types.MfaRegenerateRecoveryCodesDocument,
    "mutation MfaRequestPasswordReset($email: String!) { requestPasswordReset(email: $email) { __typename } }": typeof types.MfaRequestPasswordResetDocument,
    "mutation MfaResetPassword($input: ResetPasswordInput!) {\n        resetPassword(input: $input) {\n          __typename ...DomainErrorFields\n          ... on LogInMfaRequired { ticket }\n        }\n      }": typeof types.MfaResetPasswordDocument,
    "\n  mutation MovesMove($input: MovePinsInput!) {\n    movePins(input: $input) {\n      __typename ...DomainErrorFields\n      ... on DomainError { apiErrorCode }\n      ... on MutationMovePinsSuccess { data { fromBoard { pinCount } toBoard { pinCount } } }\n    }\n  }": typeof types.MovesMoveDocument,
    "mutation MovesDeleteSection($id: String!) { deleteSection(sectionId: $id) { __typename } }": typeof types.MovesDeleteSectionDocument,
    "mutation MovesRenameSection($id: String!) { renameSection(sectionId: $id, name: \"  Alpha \") { __typename } }": typeof types.MovesRenameSectionDocument,
    "mutation MovesReorderSections($b: String!, $ids: [String!]!) { reorderSections(boardId: $b, sectionIds: $ids) { __typename } }": typeof types.MovesReorderSectionsDocument,
    "query MovesBoard($id: String!) { board(id: $id) { sections { edges { node { title } } } } }": typeof types.MovesBoardDocument,
    "mutation MovesDeletePin($id: String!) { deletePin(pinId: $id) { __typename } }": typeof types.MovesDeletePinDocument,
    "\n  mutation OAuthAppsRegister($input: RegisterOAuthAppInput!) {\n    registerOAuthApp(input: $input) {\n      __typename\n      ... on MutationRegisterOAuthAppSuccess { data { app { clientId } clientSecret } }\n      ... on DomainError { message field }\n    }\n  }": typeof types.OAuthAppsRegisterDocument,
    "\n  mutation OAuthAppsAnswer($request: OAuthAuthorizationInput!, $allow: Boolean!) {\n    answerOAuthAuthorization(request: $request, allow: $allow) {\n      __typename\n      ... on MutationAnswerOAuthAuthorizationSuccess { data }\n      ... on DomainError { message }\n    }\n  }": typeof types.OAuthAppsAnswerDocument,
    "query OAuthAppsConnected { connectedApps { name scopes { scope } } }": typeof types.OAuthAppsConnectedDocument,
    "\n  query OAuthAppsAuthorization($request: OAuthAuthorizationInput!) {\n    oauthAuthorization(request: $request) { kind message redirectUrl appName scopes { scope description } }\n  }": typeof types.OAuthAppsAuthorizationDocument,
    "\n  mutation OAuthAppsRevokeConnected($id: String!) { revokeConnectedApp(clientId: $id) { __typename } }": typeof types.OAuthAppsRevokeConnectedDocument,
    "query OAuthAppsList { oauthApps { clientId name redirectUris confidential } }": typeof types.OAuthAppsListDocument,
    "\n  mutation OAuthAppsDelete($id: String!) { deleteOAuthApp(clientId: $id) { __typename } }": typeof types.OAuthAppsDeleteDocument,
    "query OffsitePin($id: String!) { pin(id: $id) { offsiteUrl } }": typeof types.OffsitePinDocument,
    "query OffsiteLinkCheck { linkCheck(url: \"https://shop.iffy.example/\") { ... on QueryLinkCheckSuccess { data { redirectStatus followable } } } }": typeof types.OffsiteLinkCheckDocument,
    "query OffsiteLinkCheck2($pin: String!) { linkCheck(url: \"\", pinId: $pin) { __typename ... on DomainError { code } } }": typeof types.OffsiteLinkCheck2Document,
    "query OffsiteLinkCheck3 { linkCheck(url: \"https://downloads.malware.example/\") { ... on QueryLinkCheckSuccess { data { redirectStatus } } } }": typeof types.OffsiteLinkCheck3Document,
    "query PaginationBoardPinsPage($id: String!, $first: Int, $after: String) { board(id: $id) { pins(first: $first, after: $after) { edges { cursor node { entityId } } pageInfo { hasNextPage endCursor } } } }": typeof types.PaginationBoardPinsPageDocument,
    "query PaginationBoard($id: String!, $before: String) { board(id: $id) { pins(last: 4, before: $before) { edges { node { entityId } } pageInfo { hasPreviousPage } } } }": typeof types.PaginationBoardDocument,
    "query PaginationHomeFeedPage($first: Int, $after: String) { homeFeed(first: $first, after: $after) { edges { cursor node { entityId } } pageInfo { hasNextPage endCursor } } }": typeof types.PaginationHomeFeedPageDocument,
    "query PaginationUserPinsPage($u: String!, $first: Int, $after: String) { user(username: $u) { pins(first: $first, after: $after) { edges { cursor node { entityId } } pageInfo { hasNextPage endCursor } } } }": typeof types.PaginationUserPinsPageDocument,
    "query PaginationSectionPinsPage($id: ID!, $first: Int, $after: String) { node(id: $id) { ... on BoardSection { pins(first: $first, after: $after) { edges { cursor node { entityId } } pageInfo { hasNextPage endCursor } } } } }": typeof types.PaginationSectionPinsPageDocument,
    "query PaginationBoardSectionsPage($id: String!, $first: Int, $after: String) { board(id: $id) { sections(first: $first, after: $after) { edges { cursor node { entityId } } pageInfo { hasNextPage endCursor } } } }": typeof types.PaginationBoardSectionsPageDocument,
    "query PaginationUserBoardsPage($u: String!, $first: Int, $after: String) { user(username: $u) { boards(first: $first, after: $after) { edges { cursor node { entityId } } pageInfo { hasNextPage endCursor } } } }": typeof types.PaginationUserBoardsPageDocument,
    "query PaginationHomeFeed { homeFeed(first: 1000) { edges { cursor node { entityId } } pageInfo { hasNextPage endCursor } } }": typeof types.PaginationHomeFeedDocument,
    "query PaginationUser($u: String!) { user(username: $u) { boards(first: 1) { edges { cursor node { entityId } } pageInfo { hasNextPage endCursor } } } }": typeof types.PaginationUserDocument,
    "query PaginationUser2($u: String!, $after: String) { user(username: $u) { boards(first: 1, after: $after) { edges { cursor } } } }": typeof types.PaginationUser2Document,
    "mutation PaidCreatePin($input: CreatePinInput!) {\n  createPin(input: $input) {\n    __typename ...DomainErrorFields\n    ... on MutationCreatePinSuccess { data { entityId paidLink paidPartnership { status brandName label } } }\n  }\n}": typeof types.PaidCreatePinDocument,
    "mutation PaidUpdatePin($input: UpdatePinInput!) {\n  updatePin(input: $input) {\n    __typename ...DomainErrorFields\n    ... on MutationUpdatePinSuccess {\n      data { title paidLink canSetPaidLabels paidPartnership { status brandName brand { username } } }\n    }\n  }\n}": typeof types.PaidUpdatePinDocument,
    "query PaidPin($id: String!) {\n  pin(id: $id) {\n    title link paidLink paidLabel canSetPaidLabels\n    paidPartnership { status brandName label brand { username } }\n  }\n}": typeof types.PaidPinDocument,
    "query PaidBoardCards($id: String!) {\n  board(id: $id) {\n    pins(first: 20) { edges { node { entityId paidLink paidLabel paidPartnership { status brandName label } } } }\n  }\n}": typeof types.PaidBoardCardsDocument,
    "query PaidRequests {\n  paidPartnershipRequests(first: 20) {\n    edges { node { id status creator { username } pin { entityId title } } }\n  }\n}": typeof types.PaidRequestsDocument,
    "mutation PaidAnswer($requestId: String!, $answer: PaidPartnershipAnswer!) {\n  answerPaidPartnership(requestId: $requestId, answer: $answer) {\n    __typename ...DomainErrorFields\n    ... on MutationAnswerPaidPartnershipSuccess { data { id status } }\n  }\n}": typeof types.PaidAnswerDocument,
    "query PaidBrandSearch($query: String!) {\n  brandSearch(query: $query) { entityId username }\n}": typeof types.PaidBrandSearchDocument,
    "mutation PaidSave($input: SavePinInput!) {\n  savePin(input: $input) { __typename ...DomainErrorFields ... on MutationSavePinSuccess { data { entityId } } }\n}": typeof types.PaidSaveDocument,
    "mutation PaidBlock($userId: String!) {\n  blockUser(userId: $userId) { __typename ...DomainErrorFields }\n}": typeof types.PaidBlockDocument,
    "mutation PaidConvert($input: ConvertToBusinessInput!) {\n            convertToBusiness(input: $input) { __typename }\n          }": typeof types.PaidConvertDocument,
    "mutation PaidCreateLinked($input: CreateLinkedBusinessInput!) {\n        createLinkedBusiness(input: $input) {\n          __typename ...DomainErrorFields ... on MutationCreateLinkedBusinessSuccess { data { id } }\n        }\n      }": typeof types.PaidCreateLinkedDocument,
    "mutation PasswordResetMailReset($input: ResetPasswordInput!) {\n  resetPassword(input: $input) { __typename ...DomainErrorFields }\n}": typeof types.PasswordResetMailResetDocument,
    "query PasswordResetMailEmailSettings { emailSettings { email verified } }": typeof types.PasswordResetMailEmailSettingsDocument,
    "mutation PasswordResetMailChangeEmail($input: ChangeEmailInput!) { changeEmail(input: $input) { __typename ...DomainErrorFields } }": typeof types.PasswordResetMailChangeEmailDocument,
    "mutation PasswordResetMailLogIn($input: LogInInput!) { logIn(input: $input) { __typename ...DomainErrorFields } }": typeof types.PasswordResetMailLogInDocument,
    "mutation PasswordResetMailConvertToBusiness($input: ConvertToBusinessInput!) { convertToBusiness(input: $input) { __typename } }": typeof types.PasswordResetMailConvertToBusinessDocument,
    "mutation PasswordResetMailCreateLinkedBusiness($input: CreateLinkedBusinessInput!) {\n        createLinkedBusiness(input: $input) { __typename ...DomainErrorFields }\n      }": typeof types.PasswordResetMailCreateLinkedBusinessDocument,
    "mutation PasswordResetMailLogIn2($input: LogInInput!) { logIn(input: $input) { __typename } }": typeof types.PasswordResetMailLogIn2Document,
    "mutation PasswordResetsRequestPasswordReset($email: String!) {\n        requestPasswordReset(email: $email) {\n          __typename\n          ... on MutationRequestPasswordResetSuccess { data }\n        }\n      }": typeof types.PasswordResetsRequestPasswordResetDocument,
    "mutation PasswordResetsResetPassword($input: ResetPasswordInput!) {\n        resetPassword(input: $input) {\n          __typename ...DomainErrorFields\n          ... on MutationResetPasswordSuccess { data { entityId } }\n        }\n      }": typeof types.PasswordResetsResetPasswordDocument,
    "mutation PasswordResetsLogIn($input: LogInInput!) { logIn(input: $input) { __typename } }": typeof types.PasswordResetsLogInDocument,
    "query PasswordResetsViewer { viewer { isAuth } }": typeof types.PasswordResetsViewerDocument,
    "query PasswordResetsPasswordResetLinkUsable($t: String!) { passwordResetLinkUsable(token: $t) }": typeof types.PasswordResetsPasswordResetLinkUsableDocument,
    "mutation PasswordResetsChangePassword($input: ChangePasswordInput!) {\n          changePassword(input: $input) { __typename ...DomainErrorFields }\n        }": typeof types.PasswordResetsChangePasswordDocument,
    "query PinCreationSwitchesRead { pinCreationSwitches { all web idea video } }": typeof types.PinCreationSwitchesReadDocument,
    "mutation PinCreationSwitchesCreate($input: CreatePinInput!) {\n  createPin(input: $input) { __typename ...DomainErrorFields ... on MutationCreatePinSuccess { data { entityId } } }\n}": typeof types.PinCreationSwitchesCreateDocument,
    "mutation PinCreationSwitchesCarousel($input: CreateCarouselPinInput!) {\n  createCarouselPin(input: $input) { __typename ...DomainErrorFields }\n}": typeof types.PinCreationSwitchesCarouselDocument,
    "mutation PinCreationSwitchesSave($input: SavePinInput!) {\n  savePin(input: $input) { __typename ...DomainErrorFields }\n}": typeof types.PinCreationSwitchesSaveDocument,
    "\n  mutation PinEditsUpdatePin($input: UpdatePinInput!) {\n    updatePin(input: $input) {\n      __typename\n      ... on MutationUpdatePinSuccess { data { entityId title description link altText canEdit } }\n      ... on DomainError { code message field }\n    }\n  }": typeof types.PinEditsUpdatePinDocument,
    "query PinEditsPin($id: String!) { pin(id: $id) { canEdit } }": typeof types.PinEditsPinDocument,
    "query PrivacyBoard($id: String!) { board(id: $id) { name privacy } }": typeof types.PrivacyBoardDocument,
    "query PrivacyBoard2($u: String!, $s: String!) { board(username: $u, slug: $s) { entityId } }": typeof types.PrivacyBoard2Document,
    "query PrivacyBoardSection($b: ID!, $s: ID!, $p: ID!) { board: node(id: $b) { id } section: node(id: $s) { id } pin: node(id: $p) { id } }": typeof types.PrivacyBoardSectionDocument,
    "query PrivacyNodes($ids: [ID!]!) { nodes(ids: $ids) { id } }": typeof types.PrivacyNodesDocument,
    "query PrivacyUser($u: String!) { user(username: $u) { boards(first: 50) { edges { node { name } } } } }": typeof types.PrivacyUserDocument,
    "query PrivacyBoardSections($id: String!) { board(id: $id) { sections { edges { node { title } } } } }": typeof types.PrivacyBoardSectionsDocument,
    "query PrivacyBoardSection2($b: String!, $s: String!) { boardSection(boardId: $b, slug: $s) { title } }": typeof types.PrivacyBoardSection2Document,
    "query PrivacyBoardPins($id: String!) { board(id: $id) { pins(first: 50) { edges { node { entityId } } } } }": typeof types.PrivacyBoardPinsDocument,
    "query PrivacyNode($id: ID!) { node(id: $id) { ... on BoardSection { pins { edges { node { entityId } } } } } }": typeof types.PrivacyNodeDocument,
    "query PrivacyAB($a: String!, $b: String!, $c: String!) { a: pin(id: $a) { title } b: pin(id: $b) { title } c: pin(id: $c) { title } }": typeof types.PrivacyAbDocument,
    "query PrivacyHomeFeed { homeFeed(first: 100) { edges { node { entityId } } } }": typeof types.PrivacyHomeFeedDocument,
    "query PrivacyUser2($u: String!) { user(username: $u) { pins(first: 100) { edges { node { entityId } } } } }": typeof types.PrivacyUser2Document,
    "mutation PrivacyFollowUser($id: String!) { followUser(userId: $id) { __typename } }": typeof types.PrivacyFollowUserDocument,
    "query PrivacyFollowingFeed { followingFeed(first: 100) { edges { node { entityId } } } }": typeof types.PrivacyFollowingFeedDocument,
    "query Privacy($id: String!) { pin(id: $id) { pinnedToBoard { name privacy } section { title } } }": typeof types.PrivacyDocument,
    "query PrivacyPin($id: String!) { pin(id: $id) { title repinnedFrom { entityId pinnedToBoard { name } } } }": typeof types.PrivacyPinDocument,
    "query PrivacyPin2($id: String!) { pin(id: $id) { boardTitleSuggestions } }": typeof types.PrivacyPin2Document,
    "query PrivacyBoardPin($b: String!, $p: String!) { board(id: $b) { privacy } pin(id: $p) { title } }": typeof types.PrivacyBoardPinDocument,
    "query PrivacyViewer { viewer { user { boards(first: 50) { edges { node { name } } } } } }": typeof types.PrivacyViewerDocument,
    "mutation PrivacySavePin($input: SavePinInput!) { savePin(input: $input) { __typename ...DomainErrorFields } }": typeof types.PrivacySavePinDocument,
    "mutation PrivacyFollowBoard($id: String!) { followBoard(boardId: $id) { __typename ...DomainErrorFields } }": typeof types.PrivacyFollowBoardDocument,
    "query PrivacyAB2($a: ID!, $b: ID!) { a: node(id: $a) { id } b: node(id: $b) { id } }": typeof types.PrivacyAb2Document,
    "query PrivacyMatrixProductTags($id: String!) {\n        pin(id: $id) {\n          productTags {\n            position x y productPinId\n            pin { entityId title description link imageSpec_236x { url } pinnedToBoard { name } }\n            product { price currency }\n          }\n        }\n      }": typeof types.PrivacyMatrixProductTagsDocument,
    "query PrivacyMatrixBoard($id: String!) { board(id: $id) { name pinCount sections { edges { node { title } } } } }": typeof types.PrivacyMatrixBoardDocument,
    "query PrivacyMatrixCounts($u: String!) { user(username: $u) { pinCount boardCount } }": typeof types.PrivacyMatrixCountsDocument,
    "mutation CatalogCreateSource($input: CatalogDataSourceInput!) {\n  createCatalogDataSource(input: $input) {\n    __typename ...DomainErrorFields\n    ... on MutationCreateCatalogDataSourceSuccess { data { entityId name kind } }\n  }\n}": typeof types.CatalogCreateSourceDocument,
    "mutation CatalogUpload($dataSourceId: String!, $fileName: String!, $csv: String!) {\n  uploadCatalogFile(dataSourceId: $dataSourceId, fileName: $fileName, csv: $csv) {\n    __typename ...DomainErrorFields\n    ... on MutationUploadCatalogFileSuccess { data { entityId status } }\n  }\n}": typeof types.CatalogUploadDocument,
    "mutation CatalogFetchNow($dataSourceId: String!) {\n  fetchCatalogDataSource(dataSourceId: $dataSourceId) {\n    __typename ...DomainErrorFields\n    ... on MutationFetchCatalogDataSourceSuccess { data { entityId status } }\n  }\n}": typeof types.CatalogFetchNowDocument,
    "query CatalogOverview($advertiserId: String!) {\n  productCatalog(advertiserId: $advertiserId) {\n    itemCount\n    dataSources {\n      entityId name itemCount\n      imports { entityId status totalRows processedRows createdCount updatedCount failedCount removedCount error\n        rowErrors { rowNumber itemId message } }\n    }\n    items(first: 50) { edges { node { itemId brand productType removed\n      pin { entityId title link pinnedToBoard { name privacy } product { price currency availability originalPrice } } } } }\n    productGroups { entityId name itemCount summary }\n  }\n}": typeof types.CatalogOverviewDocument,
    "mutation CatalogCreateGroup($advertiserId: String!, $input: ProductGroupInput!) {\n  createProductGroup(advertiserId: $advertiserId, input: $input) {\n    __typename ...DomainErrorFields\n    ... on MutationCreateProductGroupSuccess { data { entityId name itemCount items(first: 10) { edges { node { itemId } } } } }\n  }\n}": typeof types.CatalogCreateGroupDocument,
    "query CatalogPreview($advertiserId: String!, $filters: ProductGroupFiltersInput!) {\n  productCatalog(advertiserId: $advertiserId) { productGroupPreview(filters: $filters) { itemCount items { itemId } } }\n}": typeof types.CatalogPreviewDocument,
    "mutation CatalogQuickPromote($input: QuickPromoteInput!) {\n  quickPromote(input: $input) {\n    __typename ...DomainErrorFields\n    ... on MutationQuickPromoteSuccess { data { entityId objectiveType } }\n  }\n}": typeof types.CatalogQuickPromoteDocument,
    "mutation CatalogCreateCampaign($input: CreateCampaignInput!) {\n  createCampaign(input: $input) {\n    __typename ...DomainErrorFields\n    ... on MutationCreateCampaignSuccess { data { entityId objectiveType adGroups(first: 5) { edges { node {\n      ads(first: 5) { edges { node { entityId pin { entityId } productGroup { entityId name } } } } } } } } }\n  }\n}": typeof types.CatalogCreateCampaignDocument,
    "mutation CatalogClick($pinId: String!) { recordPromotedPinClick(pinId: $pinId) }": typeof types.CatalogClickDocument,
    "mutation CatalogPause($campaignId: String!) {\n  pauseCampaign(campaignId: $campaignId) { __typename ...DomainErrorFields }\n}": typeof types.CatalogPauseDocument,
    "mutation CatalogSetDaily($dataSourceId: String!, $fetchDaily: Boolean!) {\n  setCatalogFetchDaily(dataSourceId: $dataSourceId, fetchDaily: $fetchDaily) {\n    __typename ...DomainErrorFields\n    ... on MutationSetCatalogFetchDailySuccess { data { entityId fetchDaily } }\n  }\n}": typeof types.CatalogSetDailyDocument,
    "mutation CatalogUpdateGroup($productGroupId: String!, $input: ProductGroupInput!) {\n  updateProductGroup(productGroupId: $productGroupId, input: $input) {\n    __typename ...DomainErrorFields\n    ... on MutationUpdateProductGroupSuccess { data { entityId name itemCount } }\n  }\n}": typeof types.CatalogUpdateGroupDocument,
    "mutation CatalogDeleteGroup($productGroupId: String!) {\n  deleteProductGroup(productGroupId: $productGroupId) {\n    __typename ...DomainErrorFields\n    ... on MutationDeleteProductGroupSuccess { data { entityId } }\n  }\n}": typeof types.CatalogDeleteGroupDocument,
    "mutation CatalogConvert($input: ConvertToBusinessInput!) {\n  convertToBusiness(input: $input) { __typename }\n}": typeof types.CatalogConvertDocument,
    "mutation CatalogCreateLinked($input: CreateLinkedBusinessInput!) {\n  createLinkedBusiness(input: $input) {\n    __typename ...DomainErrorFields\n    ... on MutationCreateLinkedBusinessSuccess { data { id } }\n  }\n}": typeof types.CatalogCreateLinkedDocument,
    "query CatalogFeed($first: Int) {\n  homeFeed(first: $first) { edges { node { entityId isPromoted promoter } } }\n}": typeof types.CatalogFeedDocument,
    "\n  query SearchProductPins($q: String!, $scope: PinSearchScope, $filters: SearchFiltersInput) {\n    searchPins(query: $q, scope: $scope, filters: $filters, first: 50) {\n      edges { node { title product { price currency onSale } } }\n    }\n  }": typeof types.SearchProductPinsDocument,
    "\n  mutation ProductPinsCreatePin($input: CreatePinInput!) {\n    createPin(input: $input) {\n      __typename\n      ... on MutationCreatePinSuccess {\n        data { entityId product { price currency availability originalPrice onSale } }\n      }\n      ... on DomainError { message field }\n    }\n  }": typeof types.ProductPinsCreatePinDocument,
    "\n  mutation ProductPinsUpdatePin($pinId: String!, $product: PinProductInput) {\n    updatePin(input: { pinId: $pinId, product: $product }) {\n      __typename\n      ... on MutationUpdatePinSuccess { data { product { price currency availability originalPrice onSale } } }\n      ... on DomainError { message field }\n    }\n  }": typeof types.ProductPinsUpdatePinDocument,
    "\n      mutation ProductPinsSave($input: SavePinInput!) {\n        savePin(input: $input) { __typename ... on MutationSavePinSuccess { data { product { price currency } } } }\n      }": typeof types.ProductPinsSaveDocument,
    "\n    query ProductPinsPageProduct($url: String!) {\n      pageProduct(url: $url) { price currency availability originalPrice }\n    }": typeof types.ProductPinsPageProductDocument,
    "mutation ProductTagsCreate($input: CreatePinInput!) {\n  createPin(input: $input) {\n    __typename ...DomainErrorFields\n    ... on MutationCreatePinSuccess { data { entityId productTags { position x y pin { entityId } } } }\n  }\n}": typeof types.ProductTagsCreateDocument,
    "mutation ProductTagsUpdate($input: UpdatePinInput!) {\n  updatePin(input: $input) {\n    __typename ...DomainErrorFields\n    ... on MutationUpdatePinSuccess { data { entityId title canTagProducts productTags { pin { entityId } } } }\n  }\n}": typeof types.ProductTagsUpdateDocument,
    "query ProductTagsPin($id: String!) {\n  pin(id: $id) {\n    canTagProducts\n    productTags {\n      position x y\n      pin { entityId title link offsiteUrl imageSpec_236x { url } }\n      product { price currency availability originalPrice onSale }\n    }\n  }\n}": typeof types.ProductTagsPinDocument,
    "query ProductTagsBoard($id: String!, $first: Int!) {\n  board(id: $id) {\n    pins(first: $first) {\n      edges { node { entityId productTags { pin { entityId title imageSpec_236x { url } } product { price } } } }\n    }\n  }\n}": typeof types.ProductTagsBoardDocument,
    "query ProductTagsCatalog($search: String) {\n  taggableProducts(search: $search) { entityId title product { price } }\n}": typeof types.ProductTagsCatalogDocument,
    "mutation ProductTagsLinked($input: CreateLinkedBusinessInput!) {\n      createLinkedBusiness(input: $input) {\n        __typename ...DomainErrorFields ... on MutationCreateLinkedBusinessSuccess { data { id user { username } } }\n      }\n    }": typeof types.ProductTagsLinkedDocument,
    "mutation ProductTagsConvert($input: ConvertToBusinessInput!) {\n        convertToBusiness(input: $input) { __typename ...DomainErrorFields }\n      }": typeof types.ProductTagsConvertDocument,
    "mutation PromoteConvert($input: ConvertToBusinessInput!) {\n  convertToBusiness(input: $input) { __typename }\n}": typeof types.PromoteConvertDocument,
    "\n  mutation PromoteBusiness($input: AdvertiserBusinessInfoInput!) {\n    saveAdvertiserBusinessInfo(input: $input) {\n      __typename ...DomainErrorFields\n      ... on MutationSaveAdvertiserBusinessInfoSuccess { data { entityId name country currency quickPromoteDefaults { budget durationDays minimumBudget } } }\n    }\n  }": typeof types.PromoteBusinessDocument,
    "\n  mutation PromoteBilling($input: AdvertiserBillingInput!) {\n    saveAdvertiserBilling(input: $input) {\n      __typename ...DomainErrorFields\n      ... on MutationSaveAdvertiserBillingSuccess { data { entityId billing { contactName email paymentMethod } } }\n    }\n  }": typeof types.PromoteBillingDocument,
    "fragment PromoteCampaignFields on Campaign { entityId name status dailyBudget dailyBudgetInMicroCurrency currency durationDays isOngoing\n  inclusiveEndDate autoTargeting targeting { ages genders interests country } startsAt endsAt impressions clicks\n  pin { entityId } }": typeof types.PromoteCampaignFieldsFragmentDoc,
    "\n  mutation PromoteQuickPromote($input: QuickPromoteInput!) {\n    quickPromote(input: $input) {\n      __typename ...DomainErrorFields\n      ... on MutationQuickPromoteSuccess { data { ...PromoteCampaignFields } }\n    }\n  }": typeof types.PromoteQuickPromoteDocument,
    "query PromoteEligible { viewer { quickPromoteEligible quickPromoteIneligibleReason } }": typeof types.PromoteEligibleDocument,
    "query PromotePromotable($id: String!) { pin(id: $id) { promotable } }": typeof types.PromotePromotableDocument,
    "mutation PromotePauseCampaign($id: String!) { pauseCampaign(campaignId: $id) { __typename ...DomainErrorFields } }": typeof types.PromotePauseCampaignDocument,
    "query PromoteNode($id: ID!) { node(id: $id) { id } }": typeof types.PromoteNodeDocument,
    "mutation PromotePauseCampaignStatus($id: String!) { pauseCampaign(campaignId: $id) { __typename ...DomainErrorFields ... on MutationPauseCampaignSuccess { data { status } } } }": typeof types.PromotePauseCampaignStatusDocument,
    "mutation PromoteResumeCampaignStatus($id: String!) { resumeCampaign(campaignId: $id) { __typename ...DomainErrorFields ... on MutationResumeCampaignSuccess { data { status } } } }": typeof types.PromoteResumeCampaignStatusDocument,
    "query PromoteList($after: String) { viewer { advertiser { entityId campaigns(first: 2, after: $after) {\n      edges { node { entityId } } pageInfo { hasNextPage endCursor } } } } }": typeof types.PromoteListDocument,
    "query PromoteFeed($first: Int, $after: String) { homeFeed(first: $first, after: $after) {\n    edges { cursor node { entityId isPromoted promoter } }\n    pageInfo { hasNextPage endCursor } } }": typeof types.PromoteFeedDocument,
    "mutation PromoteBlockUser($id: String!) { blockUser(userId: $id, source: \"profile\") { __typename } }": typeof types.PromoteBlockUserDocument,
    "mutation PromoteClick($id: String!) { recordPromotedPinClick(pinId: $id) }": typeof types.PromoteClickDocument,
    "query PromotePin($id: String!) { pin(id: $id) { offsiteUrl } }": typeof types.PromotePinDocument,
    "query PromoteViewer { viewer { advertiser { campaigns(first: 1) { edges { node { entityId clicks } } } } } }": typeof types.PromoteViewerDocument,
    "mutation PromoteCreateLinked($input: CreateLinkedBusinessInput!) {\n    createLinkedBusiness(input: $input) {\n      __typename ...DomainErrorFields\n      ... on MutationCreateLinkedBusinessSuccess { data { id } }\n    }\n  }": typeof types.PromoteCreateLinkedDocument,
    "query PromoteSeller { viewer {\n    username fullName imageMediumUrl isPartner merchantId scheduledPinCount eligibleForStlTool\n    advertiser { entityId merchantId }\n    businessAccessProfiles { id merchantId scheduledPinCount eligibleForStlTool user { username } }\n  } }": typeof types.PromoteSellerDocument,
    "query PromoteAnswer($id: String!) {\n    viewer { advertiser { campaign(entityId: $id) { quickPromoteAnswer quickPromoteAnswerNote } } }\n  }": typeof types.PromoteAnswerDocument,
    "\n  mutation SavePin($input: SavePinInput!) {\n    savePin(input: $input) {\n      __typename\n      ...DomainErrorFields\n      ... on MutationSavePinSuccess {\n        data {\n          entityId\n          title\n          image { signature }\n          repinnedFrom { entityId }\n          section { entityId pinCount }\n          pinnedToBoard { entityId pinCount imageCoverUrl }\n        }\n      }\n    }\n  }": typeof types.SavePinDocument,
    "\n  mutation SavesCreatePin($input: CreatePinInput!) {\n    createPin(input: $input) {\n      __typename\n      ...DomainErrorFields\n      ... on MutationCreatePinSuccess { data { entityId title link pinnedToBoard { pinCount } } }\n    }\n  }": typeof types.SavesCreatePinDocument,
    "query SavesPicker { boardPicker { allBoards { entityId name } boardsShortlist { entityId name } } }": typeof types.SavesPickerDocument,
    "mutation SavesArchiveBoard($id: String!) { archiveBoard(boardId: $id) { __typename } }": typeof types.SavesArchiveBoardDocument,
    "query SavesAlreadySavedTo($id: String!) { pin(id: $id) { alreadySavedTo { name } } }": typeof types.SavesAlreadySavedToDocument,
    "mutation SavesUpdateUserSettings($input: UpdateUserSettingsInput!) { updateUserSettings(input: $input) { __typename } }": typeof types.SavesUpdateUserSettingsDocument,
    "query SavesTwoPins($a: String!, $b: String!) {\n      a: pin(id: $a) { linkDomainOfficialUser { username } }\n      b: pin(id: $b) { linkDomainOfficialUser { username } }\n    }": typeof types.SavesTwoPinsDocument,
    "mutation ScheduledPinsSchedule($input: SchedulePinInput!) {\n  schedulePin(input: $input) {\n    __typename ...DomainErrorFields\n    ... on MutationSchedulePinSuccess { data { id publishAt title board { entityId } section { title } imageSpec_236x { url } } }\n  }\n}": typeof types.ScheduledPinsScheduleDocument,
    "query ScheduledPinsList { scheduledPins { id title publishAt } viewer { scheduledPinCount } }": typeof types.ScheduledPinsListDocument,
    "mutation ScheduledPinsCancel($id: String!) {\n  cancelScheduledPin(id: $id) { __typename ...DomainErrorFields ... on MutationCancelScheduledPinSuccess { data } }\n}": typeof types.ScheduledPinsCancelDocument,
    "query ScheduledPinsBoard($id: String!) {\n  board(id: $id) { pinCount pins(first: 10) { edges { node { title description } } } }\n}": typeof types.ScheduledPinsBoardDocument,
    "\n  query SearchSearchPins($q: String!, $first: Int, $after: String) {\n    searchPins(query: $q, first: $first, after: $after) {\n      edges { cursor node { entityId title } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }": typeof types.SearchSearchPinsDocument,
    "query SearchSearchBoards($q: String!) { searchBoards(query: $q) { edges { node { name } } } }": typeof types.SearchSearchBoardsDocument,
    "query SearchSearchUsers($q: String!) { searchUsers(query: $q) { edges { node { fullName } } } }": typeof types.SearchSearchUsersDocument,
    "\n  query SearchTypeahead($term: String!, $scope: SearchScope, $count: Int) {\n    typeahead(term: $term, scope: $scope, count: $count) { items { kind query user { fullName } } hint }\n  }": typeof types.SearchTypeaheadDocument,
    "\n  query SearchFiltersPins($q: String!, $scope: PinSearchScope, $filters: SearchFiltersInput) {\n    searchPins(query: $q, scope: $scope, filters: $filters, first: 50) { edges { node { title } } }\n  }": typeof types.SearchFiltersPinsDocument,
    "query SearchFiltersOwnBoards($q: String!) {\n        searchBoards(query: $q, scope: my_content) { edges { node { name } } }\n      }": typeof types.SearchFiltersOwnBoardsDocument,
    "\n  query SpellingSearchPins($q: String!, $scope: PinSearchScope, $autoCorrectionDisabled: Boolean) {\n    searchPins(query: $q, scope: $scope, autoCorrectionDisabled: $autoCorrectionDisabled, first: 50) {\n      correctedQuery\n      edges { node { title } }\n    }\n  }": typeof types.SpellingSearchPinsDocument,
    "query SessionsList {\n  sessions { id createdAt device loginMethod loginMethodLabel current } }": typeof types.SessionsListDocument,
    "mutation SessionsEnd($id: String!) {\n  endSession(id: $id) { __typename ...DomainErrorFields ... on MutationEndSessionSuccess { data } } }": typeof types.SessionsEndDocument,
    "mutation SessionsEndOthers {\n  endOtherSessions { __typename ...DomainErrorFields ... on MutationEndOtherSessionsSuccess { data } } }": typeof types.SessionsEndOthersDocument,
    "mutation SessionsLogIn($input: LogInInput!) {\n  logIn(input: $input) { __typename ...DomainErrorFields } }": typeof types.SessionsLogInDocument,
    "query SessionsWho { viewer { isAuth } }": typeof types.SessionsWhoDocument,
    "\n  mutation SocialFollowUser($id: String!) {\n    followUser(userId: $id) { __typename ...DomainErrorFields ... on MutationFollowUserSuccess { data { followerCount followedByMe } } }\n  }": typeof types.SocialFollowUserDocument,
    "\n  mutation SocialUnfollowUser($id: String!) {\n    unfollowUser(userId: $id) { __typename ...DomainErrorFields ... on MutationUnfollowUserSuccess { data { followerCount followedByMe } } }\n  }": typeof types.SocialUnfollowUserDocument,
    "\n  mutation SocialFollowBoard($id: String!) {\n    followBoard(boardId: $id) { __typename ...DomainErrorFields ... on MutationFollowBoardSuccess { data { followerCount followedByMe } } }\n  }": typeof types.SocialFollowBoardDocument,
    "\n  mutation SocialBlock($id: String!) {\n    blockUser(userId: $id, source: \"profile\") { __typename ...DomainErrorFields ... on MutationBlockUserSuccess { data { blockedByMe } } }\n  }": typeof types.SocialBlockDocument,
    "query SocialFollowingFeed { followingFeed(first: 10) { edges { node { entityId } } } }": typeof types.SocialFollowingFeedDocument,
    "query SocialHomeFeed { homeFeed(first: 100) { edges { node { entityId } } } }": typeof types.SocialHomeFeedDocument,
    "query SocialLoginViewer {\n    viewer {\n      isAuth username hasPassword isSingleLogin\n      socialNetwork { facebook google line sso }\n      socialLogins { provider email }\n    }\n  }": typeof types.SocialLoginViewerDocument,
    "mutation SocialLoginCompleteSocialSignup($input: CompleteSocialSignupInput!) {\n      completeSocialSignup(input: $input) {\n        __typename ...DomainErrorFields\n        ... on MutationCompleteSocialSignupSuccess { data { username email } }\n      }\n    }": typeof types.SocialLoginCompleteSocialSignupDocument,
    "query SocialLoginPendingSocialSignup { pendingSocialSignup { provider email emailVerified fullName } }": typeof types.SocialLoginPendingSocialSignupDocument,
    "mutation SocialLoginVerifyEmail($token: String!) { verifyEmail(token: $token) { __typename } }": typeof types.SocialLoginVerifyEmailDocument,
    "query SocialLoginEmailSettings { emailSettings { verified } }": typeof types.SocialLoginEmailSettingsDocument,
    "query SocialLoginSessions { sessions { current loginMethod loginMethodLabel } }": typeof types.SocialLoginSessionsDocument,
    "query SocialLoginSocialLoginProviders { socialLoginProviders { provider label loginMethod } }": typeof types.SocialLoginSocialLoginProvidersDocument,
    "mutation SocialLoginStartMfaEnrollment { startMfaEnrollment { __typename ... on MutationStartMfaEnrollmentSuccess { data { secret } } } }": typeof types.SocialLoginStartMfaEnrollmentDocument,
    "mutation SocialLoginConfirmMfaEnrollment($input: ConfirmMfaEnrollmentInput!) {\n          confirmMfaEnrollment(input: $input) { __typename ...DomainErrorFields }\n        }": typeof types.SocialLoginConfirmMfaEnrollmentDocument,
    "mutation SocialLoginVerifyLoginCode($input: VerifyLoginCodeInput!) { verifyLoginCode(input: $input) { __typename } }": typeof types.SocialLoginVerifyLoginCodeDocument,
    "mutation SocialLoginDisconnectSocialLogin($provider: SocialLoginProvider!) {\n      disconnectSocialLogin(provider: $provider) {\n        __typename ...DomainErrorFields\n        ... on MutationDisconnectSocialLoginSuccess { data { hasPassword isSingleLogin } }\n      }\n    }": typeof types.SocialLoginDisconnectSocialLoginDocument,
    "mutation SocialLoginRequestPasswordReset($email: String!) { requestPasswordReset(email: $email) { __typename } }": typeof types.SocialLoginRequestPasswordResetDocument,
    "mutation SocialLoginResetPassword($input: ResetPasswordInput!) { resetPassword(input: $input) { __typename } }": typeof types.SocialLoginResetPasswordDocument,
    "query SocialLoginV3Sessions { sessions { current loginMethod } }": typeof types.SocialLoginV3SessionsDocument,
    "query SocialLoginOneTapSessions { sessions { current loginMethod } }": typeof types.SocialLoginOneTapSessionsDocument,
    "query SocialLoginOneTapWelcome { viewer { isAuth welcomePending } }": typeof types.SocialLoginOneTapWelcomeDocument,
    "query SocialLoginOneTapProviders { socialLoginProviders { provider oneTapClientId } }": typeof types.SocialLoginOneTapProvidersDocument,
    "mutation TextInputUpdatePinDescription($input: UpdatePinInput!) {\n      updatePin(input: $input) { __typename ...DomainErrorFields ... on MutationUpdatePinSuccess { data { description } } }\n    }": typeof types.TextInputUpdatePinDescriptionDocument,
    "mutation TextInputUpdatePin($input: UpdatePinInput!) { updatePin(input: $input) { __typename ...DomainErrorFields } }": typeof types.TextInputUpdatePinDocument,
    "mutation TextInputSettings($input: UpdateUserSettingsInput!) { updateUserSettings(input: $input) { __typename ...DomainErrorFields } }": typeof types.TextInputSettingsDocument,
    "query TextInputBoard($slug: String!, $username: String!) { board(username: $username, slug: $slug) { id } }": typeof types.TextInputBoardDocument,
    "query TextInputNode($id: ID!) { node(id: $id) { id } }": typeof types.TextInputNodeDocument,
    "query TextInputNodes($ids: [ID!]!) { nodes(ids: $ids) { id } }": typeof types.TextInputNodesDocument,
    "query TextInputUploadStatus($ids: [String!]!) { uploadStatus(ids: $ids) { status } }": typeof types.TextInputUploadStatusDocument,
    "mutation TextInputResult($input: CreatePinInput!) { result: createPin(input: $input) { __typename ...DomainErrorFields } }": typeof types.TextInputResultDocument,
    "mutation TextInputResult2($b: String!) { result: removeCollaborator(boardId: $b, userId: \"\") { __typename } }": typeof types.TextInputResult2Document,
    "query TwoProcessesViewer { viewer { isAuth user { username } } }": typeof types.TwoProcessesViewerDocument,
    "query TwoProcessesBoard($id: String) { board(id: $id) { name } }": typeof types.TwoProcessesBoardDocument,
    "mutation TwoProcessesRename($input: UpdateBoardInput!) { updateBoard(input: $input) { __typename } }": typeof types.TwoProcessesRenameDocument,
    "\n  query TypeaheadRefreshSuggestions($term: String!) { typeahead(term: $term) { items { kind query } } }": typeof types.TypeaheadRefreshSuggestionsDocument,
    "\n  query VideoPlaybackAutoplay { viewer { autoplayVideos } userSettings { autoplayVideos } }\n": typeof types.VideoPlaybackAutoplayDocument,
    "\n  mutation VideoPlaybackSetAutoplay($on: Boolean!) {\n    updateUserSettings(input: { autoplayVideos: $on }) {\n      __typename ...DomainErrorFields\n      ... on MutationUpdateUserSettingsSuccess { data { autoplayVideos listedWebsiteUrl } }\n    }\n  }\n": typeof types.VideoPlaybackSetAutoplayDocument,
    "mutation VideoPlaybackWebsite { updateUserSettings(input: { listedWebsiteUrl: \"https://pots.example/\" }) { __typename } }": typeof types.VideoPlaybackWebsiteDocument,
    "query VideoPlaybackVisitor { viewer { autoplayVideos } }": typeof types.VideoPlaybackVisitorDocument,
    "\n  mutation VideoPlaybackBusiness($input: AdvertiserBusinessInfoInput!) {\n    saveAdvertiserBusinessInfo(input: $input) {\n      __typename ...DomainErrorFields\n      ... on MutationSaveAdvertiserBusinessInfoSuccess { data { entityId } }\n    }\n  }": typeof types.VideoPlaybackBusinessDocument,
    "\n  mutation VideoPlaybackBilling($input: AdvertiserBillingInput!) {\n    saveAdvertiserBilling(input: $input) { __typename ...DomainErrorFields }\n  }": typeof types.VideoPlaybackBillingDocument,
    "\n  mutation VideoPlaybackWatch($pinId: String!, $ms: Int!) { recordPromotedVideoWatch(pinId: $pinId, watchedMs: $ms) }\n": typeof types.VideoPlaybackWatchDocument,
    "\n  query VideoPlaybackCampaigns {\n    viewer { advertiser { campaigns(first: 10) { edges { node { entityId videoWatchSeconds } } } } }\n  }": typeof types.VideoPlaybackCampaignsDocument,
    "\n  mutation VisualTrackEvent($input: TrackEventInput!) {\n    trackEvent(input: $input) { __typename ... on DomainError { code message field } ... on MutationTrackEventSuccess { data } }\n  }": typeof types.VisualTrackEventDocument,
    "query VisualPageSpeed { adminPageSpeed { pageKind medianMs completed timedOut } }": typeof types.VisualPageSpeedDocument,
    "\n  mutation SupportAdvertiserBusiness($input: AdvertiserBusinessInfoInput!) {\n    saveAdvertiserBusinessInfo(input: $input) {\n      __typename ...DomainErrorFields\n      ... on MutationSaveAdvertiserBusinessInfoSuccess { data { entityId } }\n    }\n  }": typeof types.SupportAdvertiserBusinessDocument,
    "\n  mutation SupportAdvertiserBilling($input: AdvertiserBillingInput!) {\n    saveAdvertiserBilling(input: $input) {\n      __typename ...DomainErrorFields\n      ... on MutationSaveAdvertiserBillingSuccess { data { entityId } }\n    }\n  }": typeof types.SupportAdvertiserBillingDocument,
    "\n  mutation SupportQuickPromote($input: QuickPromoteInput!) {\n    quickPromote(input: $input) {\n      __typename ...DomainErrorFields\n      ... on MutationQuickPromoteSuccess { data { entityId } }\n    }\n  }": typeof types.SupportQuickPromoteDocument,
    "mutation DataExportStart {\n  startDataExport { __typename ... on MutationStartDataExportSuccess { data { id status done total downloadUrl } } }\n}": typeof types.DataExportStartDocument,
    "query DataExportList { dataExports { id status done total downloadUrl expiresAt byteSize } }": typeof types.DataExportListDocument,
    "query DataImportList {\n  dataImports { id kind status done total createdCount skippedCount problems { item reason } }\n}": typeof types.DataImportListDocument,
    "\n  fragment DomainErrorFields on DomainError { code message messageDetail field }\n": typeof types.DomainErrorFieldsFragmentDoc,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      __typename\n      ...DomainErrorFields\n      ... on MutationSignUpSuccess { data { id entityId username email fullName } }\n    }\n  }": typeof types.SignUpDocument,
    "\n  mutation CreateBoard($input: CreateBoardInput!) {\n    createBoard(input: $input) {\n      __typename\n      ...DomainErrorFields\n      ... on MutationCreateBoardSuccess { data { id entityId name slug privacy } }\n    }\n  }": typeof types.CreateBoardDocument,
    "\n  mutation CreateSection($input: CreateSectionInput!) {\n    createSection(input: $input) {\n      __typename\n      ...DomainErrorFields\n      ... on MutationCreateSectionSuccess { data { id entityId title slug } }\n    }\n  }": typeof types.CreateSectionDocument,
    "\n  mutation PrivacyMatrixUpdateBoard($input: UpdateBoardInput!) {\n    updateBoard(input: $input) { __typename ...DomainErrorFields ... on MutationUpdateBoardSuccess { data { id } } }\n  }": typeof types.PrivacyMatrixUpdateBoardDocument,
    "\n  mutation PrivacyMatrixMovePins($input: MovePinsInput!) {\n    movePins(input: $input) {\n      __typename ...DomainErrorFields ... on MutationMovePinsSuccess { data { __typename } }\n    }\n  }": typeof types.PrivacyMatrixMovePinsDocument,
    "\n  mutation PrivacyMatrixInvite($boardId: String!, $userIds: [String!], $emails: [String!]) {\n    inviteCollaborators(boardId: $boardId, userIds: $userIds, emails: $emails) {\n      __typename ...DomainErrorFields ... on MutationInviteCollaboratorsSuccess { data { entityId } }\n    }\n  }": typeof types.PrivacyMatrixInviteDocument,
    "\n  mutation PrivacyMatrixAcceptInvite($id: String!) {\n    respondToBoardInvite(inviteId: $id, accept: true) {\n      __typename ...DomainErrorFields ... on MutationRespondToBoardInviteSuccess { data { status } }\n    }\n  }": typeof types.PrivacyMatrixAcceptInviteDocument,
    "\n  mutation PrivacyMatrixFollowUser($id: String!) {\n    followUser(userId: $id) { __typename ...DomainErrorFields ... on MutationFollowUserSuccess { data { id } } }\n  }": typeof types.PrivacyMatrixFollowUserDocument,
    "\n  mutation PrivacyMatrixBlockUser($id: String!) {\n    blockUser(userId: $id) { __typename ...DomainErrorFields ... on MutationBlockUserSuccess { data { id } } }\n  }": typeof types.PrivacyMatrixBlockUserDocument,
    "\n  mutation PrivacyMatrixConvertToBusiness($input: ConvertToBusinessInput!) {\n    convertToBusiness(input: $input) {\n      __typename ...DomainErrorFields ... on MutationConvertToBusinessSuccess { data { id } }\n    }\n  }": typeof types.PrivacyMatrixConvertToBusinessDocument,
    "\n  mutation PrivacyMatrixCreateLinkedBusiness($input: CreateLinkedBusinessInput!) {\n    createLinkedBusiness(input: $input) {\n      __typename ...DomainErrorFields ... on MutationCreateLinkedBusinessSuccess { data { id user { username } } }\n    }\n  }": typeof types.PrivacyMatrixCreateLinkedBusinessDocument,
    "\n  mutation PrivacyMatrixGrantBusinessAccess($login: String!) {\n    grantBusinessAccess(login: $login, permission: ADMIN) {\n      __typename ...DomainErrorFields ... on MutationGrantBusinessAccessSuccess { data { __typename } }\n    }\n  }": typeof types.PrivacyMatrixGrantBusinessAccessDocument,
    "query PrivacyMatrixMyBoardInvites { myBoardInvites { entityId } }": typeof types.PrivacyMatrixMyBoardInvitesDocument,
};
const documents: Documents = {
    "query AccountSwitchingViewer { viewer { isAuth id otherAccounts { entityId username fullName } } }": types.AccountSwitchingViewerDocument,
    "mutation AccountSwitchingLogIn($input: LogInInput!) {\n      logIn(input: $input) {\n        __typename ...DomainErrorFields\n        ... on MutationLogInSuccess { data { entityId } }\n        ... on LogInMfaRequired { ticket }\n      }\n    }": types.AccountSwitchingLogInDocument,
    "mutation AccountSwitchingSwitchAccount($userId: String!) {\n      switchAccount(userId: $userId) {\n        __typename ...DomainErrorFields\n        ... on MutationSwitchAccountSuccess { data { entityId } }\n      }\n    }": types.AccountSwitchingSwitchAccountDocument,
    "mutation AccountSwitchingLogOut { logOut }": types.AccountSwitchingLogOutDocument,
    "mutation AccountSwitchingStartMfaEnrollment { startMfaEnrollment { ... on MutationStartMfaEnrollmentSuccess { data { secret } } } }": types.AccountSwitchingStartMfaEnrollmentDocument,
    "mutation AccountSwitchingConfirmMfaEnrollment($input: ConfirmMfaEnrollmentInput!) {\n        confirmMfaEnrollment(input: $input) { __typename }\n      }": types.AccountSwitchingConfirmMfaEnrollmentDocument,
    "mutation AccountSwitchingVerifyLoginCode($input: VerifyLoginCodeInput!) { verifyLoginCode(input: $input) { __typename } }": types.AccountSwitchingVerifyLoginCodeDocument,
    "query AccountsViewer { viewer { isAuth id username fullName user { entityId email } } }": types.AccountsViewerDocument,
    "\n  mutation LogIn($input: LogInInput!) {\n    logIn(input: $input) {\n      __typename\n      ... on DomainError { code message messageDetail field }\n      ... on MutationLogInSuccess { data { entityId username } }\n    }\n  }": types.LogInDocument,
    "query AccountsUser($u: String!) { user(username: $u) { entityId fullName email } }": types.AccountsUserDocument,
    "mutation AccountsLogOut { logOut }": types.AccountsLogOutDocument,
    "mutation ActingConvert($input: ConvertToBusinessInput!) {\n  convertToBusiness(input: $input) { __typename }\n}": types.ActingConvertDocument,
    "mutation ActingCreateLinked($input: CreateLinkedBusinessInput!) {\n  createLinkedBusiness(input: $input) {\n    __typename ...DomainErrorFields\n    ... on MutationCreateLinkedBusinessSuccess { data { id user { username } } }\n  }\n}": types.ActingCreateLinkedDocument,
    "mutation ActingUpdateBoard($input: UpdateBoardInput!) {\n  updateBoard(input: $input) { __typename ...DomainErrorFields ... on MutationUpdateBoardSuccess { data { privacy } } }\n}": types.ActingUpdateBoardDocument,
    "mutation ActingInvite($boardId: String!, $userIds: [String!], $emails: [String!]) {\n  inviteCollaborators(boardId: $boardId, userIds: $userIds, emails: $emails) { __typename ...DomainErrorFields }\n}": types.ActingInviteDocument,
    "query AdDeliveryFeed($first: Int) { homeFeed(first: $first) {\n  edges { cursor node { entityId isPromoted promoter } } } }": types.AdDeliveryFeedDocument,
    "\n  mutation ReportsCreateCampaign($input: CreateCampaignInput!) {\n    createCampaign(input: $input) {\n      __typename ...DomainErrorFields\n      ... on MutationCreateCampaignSuccess { data {\n        entityId\n        adGroups(first: 5) { edges { node { entityId ads(first: 5) { edges { node { entityId } } } } } }\n      } }\n    }\n  }": types.ReportsCreateCampaignDocument,
    "mutation ReportsClick($id: String!) { recordPromotedPinClick(pinId: $id) }": types.ReportsClickDocument,
    "mutation ReportsSave($input: SavePinInput!) {\n  savePin(input: $input) { __typename ...DomainErrorFields } }": types.ReportsSaveDocument,
    "query ReportsTotals($id: String!) {\n  viewer { advertiser { campaign(entityId: $id) { impressions clicks spend } } }\n}": types.ReportsTotalsDocument,
    "\n  query ReportsReport($advertiserId: String!, $level: ReportLevel!, $from: String!, $to: String!,\n    $campaignId: String, $adGroupId: String) {\n    advertiserReport(advertiserId: $advertiserId, level: $level, from: $from, to: $to,\n      campaignId: $campaignId, adGroupId: $adGroupId) {\n      level from to currency\n      rows { entityId name status campaignId campaignName adGroupId adGroupName\n        impressions clicks saves videoViews videoWatchSeconds spend ctr cpc }\n      totals { impressions clicks saves spend ctr cpc }\n      csv\n    }\n  }": types.ReportsReportDocument,
    "\n  query ReportsInsights($advertiserId: String!, $campaignId: String!, $from: String!, $to: String!,\n    $compareFrom: String!, $compareTo: String!) {\n    campaignInsights(advertiserId: $advertiserId, campaignId: $campaignId, from: $from, to: $to,\n      compareFrom: $compareFrom, compareTo: $compareTo) {\n      campaign { entityId name }\n      days { day impressions clicks saves spend }\n      comparisonDays { day impressions }\n      totals { impressions clicks saves spend ctr cpc }\n      comparisonTotals { impressions clicks }\n    }\n  }": types.ReportsInsightsDocument,
    "\n  mutation ReportsCreateReport($input: CreateAdReportInput!) {\n    createAdReport(input: $input) {\n      __typename ...DomainErrorFields\n      ... on MutationCreateAdReportSuccess { data { entityId level columns from to rowCount csv } }\n    }\n  }": types.ReportsCreateReportDocument,
    "\n  query ReportsRuns($advertiserId: String!) {\n    adReportRuns(advertiserId: $advertiserId, first: 10) { edges { node { entityId rowCount csv } } }\n  }": types.ReportsRunsDocument,
    "\n  query ReportsRun($advertiserId: String!, $reportId: String!) {\n    adReportRun(advertiserId: $advertiserId, reportId: $reportId) { entityId csv }\n  }": types.ReportsRunDocument,
    "\n  mutation TargetingCreateCampaign($input: CreateCampaignInput!) {\n    createCampaign(input: $input) {\n      __typename ...DomainErrorFields\n      ... on MutationCreateCampaignSuccess { data { entityId adGroups(first: 1) { edges { node { entityId } } } } }\n    }\n  }": types.TargetingCreateCampaignDocument,
    "query TargetingFeed { homeFeed(first: 4) { edges { cursor node { entityId } } } }": types.TargetingFeedDocument,
    "mutation TargetingFollow($id: String!) {\n  followBoard(boardId: $id) { __typename ...DomainErrorFields ... on MutationFollowBoardSuccess { data { entityId } } }\n}": types.TargetingFollowDocument,
    "\n  mutation TargetingCreateAudience($input: AudienceInput!) {\n    createAudience(input: $input) {\n      __typename ...DomainErrorFields\n      ... on MutationCreateAudienceSuccess { data { entityId name kind lookbackDays size } }\n    }\n  }": types.TargetingCreateAudienceDocument,
    "\n  mutation TargetingDeleteAudience($id: String!) {\n    deleteAudience(audienceId: $id) {\n      __typename ...DomainErrorFields\n      ... on MutationDeleteAudienceSuccess { data { entityId } }\n    }\n  }": types.TargetingDeleteAudienceDocument,
    "\n  mutation TargetingUpdateAdGroup($id: String!, $input: AdGroupSettingsInput!) {\n    updateAdGroup(adGroupId: $id, input: $input) {\n      __typename ...DomainErrorFields\n      ... on MutationUpdateAdGroupSuccess { data { entityId audiencesInclude audiencesExclude } }\n    }\n  }": types.TargetingUpdateAdGroupDocument,
    "query TargetingAudiences { viewer { advertiser { audiences { entityId name size } } } }": types.TargetingAudiencesDocument,
    "query AdminViewer { viewer { isAuth isAdmin } }": types.AdminViewerDocument,
    "\n  query AdminAccounts($search: String, $first: Int, $after: String) {\n    adminAccounts(search: $search, first: $first, after: $after) {\n      edges { node { id username email suspendedAt isAdmin } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }": types.AdminAccountsDocument,
    "\n  query AdminReports { adminReports(first: 50) { edges { node {\n    id targetType targetId targetLabel targetPath reason reasonLabel details reporterUsername status } } } }": types.AdminReportsDocument,
    "\n  mutation AdminSuspend($userId: String!) { suspendAccount(userId: $userId) { __typename\n    ... on DomainError { code message } ... on MutationSuspendAccountSuccess { data { id suspendedAt } } } }": types.AdminSuspendDocument,
    "\n  mutation AdminUnsuspend($userId: String!) { unsuspendAccount(userId: $userId) { __typename\n    ... on DomainError { code message } ... on MutationUnsuspendAccountSuccess { data { id suspendedAt } } } }": types.AdminUnsuspendDocument,
    "\n  mutation AdminLimit($userId: String!, $days: Int!) { limitAccount(userId: $userId, days: $days) { __typename\n    ... on DomainError { code message field } ... on MutationLimitAccountSuccess { data { id limitedUntil } } } }": types.AdminLimitDocument,
    "\n  mutation AdminLift($userId: String!) { liftAccountLimit(userId: $userId) { __typename\n    ... on DomainError { code message } ... on MutationLiftAccountLimitSuccess { data { id limitedUntil } } } }": types.AdminLiftDocument,
    "\n  mutation AdminLogInOutcome($input: LogInInput!) { logIn(input: $input) { __typename\n    ... on DomainError { code message loginOutcome } } }": types.AdminLogInOutcomeDocument,
    "\n  mutation AdminDelete($userId: String!) { deleteAccount(userId: $userId) { __typename\n    ... on DomainError { code message } ... on MutationDeleteAccountSuccess { data } } }": types.AdminDeleteDocument,
    "\n  mutation AdminResetLink($userId: String!) { createPasswordResetLink(userId: $userId) { __typename\n    ... on DomainError { code message } ... on MutationCreatePasswordResetLinkSuccess { data { path expiresAt } } } }": types.AdminResetLinkDocument,
    "\n  mutation AdminInvite { createSignUpInvite { __typename\n    ... on DomainError { code message } ... on MutationCreateSignUpInviteSuccess { data { path } } } }": types.AdminInviteDocument,
    "query AdminInstanceSettings { instanceSettings { siteName signUpMode } }": types.AdminInstanceSettingsDocument,
    "\n  mutation AdminUpdateSettings($input: UpdateInstanceSettingsInput!) { updateInstanceSettings(input: $input) {\n    __typename ... on DomainError { code message field }\n    ... on MutationUpdateInstanceSettingsSuccess { data { siteName signUpMode } } } }": types.AdminUpdateSettingsDocument,
    "\n  mutation AdminReportContent($input: ReportContentInput!) { reportContent(input: $input) { __typename\n    ... on DomainError { code message field } ... on MutationReportContentSuccess { data } } }": types.AdminReportContentDocument,
    "\n  mutation AdminDismiss($reportId: String!) { dismissReport(reportId: $reportId) { __typename\n    ... on DomainError { code message } ... on MutationDismissReportSuccess { data { id status } } } }": types.AdminDismissDocument,
    "\n  mutation AdminAct($reportId: String!) { actOnReport(reportId: $reportId) { __typename\n    ... on DomainError { code message } ... on MutationActOnReportSuccess { data { id status targetPath } } } }": types.AdminActDocument,
    "\n  mutation AdminLogIn($input: LogInInput!) { logIn(input: $input) { __typename\n    ... on DomainError { code message } ... on MutationLogInSuccess { data { username } } } }": types.AdminLogInDocument,
    "\n  mutation AdminSignUp($input: SignUpInput!) { signUp(input: $input) { __typename\n    ... on DomainError { code message } ... on MutationSignUpSuccess { data { username } } } }": types.AdminSignUpDocument,
    "\n  mutation AdminResetPassword($input: ResetPasswordInput!) { resetPassword(input: $input) { __typename\n    ... on DomainError { code message } } }": types.AdminResetPasswordDocument,
    "mutation AdminFollow($id: String!) { followUser(userId: $id) { __typename } }": types.AdminFollowDocument,
    "query AdminCounts($u: String!) { user(username: $u) { followerCount } }": types.AdminCountsDocument,
    "query AdminPin($id: String!) { pin(id: $id) { id } }": types.AdminPinDocument,
    "fragment AdsCampaignFields on Campaign {\n  entityId name status objectiveType budgetType budgetMinor spend startsAt endsAt\n  adGroups(first: 10) { edges { node {\n    entityId name status bidMinor budgetType budgetMinor targeting { country interests } impressions\n    ads(first: 10) { edges { node { entityId name status pin { entityId } destinationUrl impressions } } }\n  } } }\n}": types.AdsCampaignFieldsFragmentDoc,
    "\n  mutation AdsCreateCampaign($input: CreateCampaignInput!) {\n    createCampaign(input: $input) {\n      __typename ...DomainErrorFields\n      ... on MutationCreateCampaignSuccess { data { ...AdsCampaignFields } }\n    }\n  }": types.AdsCreateCampaignDocument,
    "\n  mutation AdsUpdateCampaign($id: String!, $input: CampaignSettingsInput!) {\n    updateCampaign(campaignId: $id, input: $input) {\n      __typename ...DomainErrorFields\n      ... on MutationUpdateCampaignSuccess { data { ...AdsCampaignFields } }\n    }\n  }": types.AdsUpdateCampaignDocument,
    "\n  mutation AdsSetCampaignsStatus($ids: [String!]!, $status: DeliveryStatus!) {\n    setCampaignsStatus(campaignIds: $ids, status: $status) {\n      __typename ...DomainErrorFields\n      ... on MutationSetCampaignsStatusSuccess { data { entityId status } }\n    }\n  }": types.AdsSetCampaignsStatusDocument,
    "\n  mutation AdsDuplicateCampaign($id: String!) {\n    duplicateCampaign(campaignId: $id) {\n      __typename ...DomainErrorFields\n      ... on MutationDuplicateCampaignSuccess { data { ...AdsCampaignFields } }\n    }\n  }": types.AdsDuplicateCampaignDocument,
    "\n  mutation AdsCreateAdGroup($id: String!, $input: AdGroupSettingsInput!, $ads: [AdInput!]) {\n    createAdGroup(campaignId: $id, input: $input, ads: $ads) {\n      __typename ...DomainErrorFields\n      ... on MutationCreateAdGroupSuccess { data { entityId name status } }\n    }\n  }": types.AdsCreateAdGroupDocument,
    "\n  mutation AdsUpdateAdGroup($id: String!, $input: AdGroupSettingsInput!) {\n    updateAdGroup(adGroupId: $id, input: $input) {\n      __typename ...DomainErrorFields\n      ... on MutationUpdateAdGroupSuccess { data { entityId name bidMinor } }\n    }\n  }": types.AdsUpdateAdGroupDocument,
    "\n  mutation AdsSetAdGroupStatus($id: String!, $status: DeliveryStatus!) {\n    setAdGroupStatus(adGroupId: $id, status: $status) {\n      __typename ...DomainErrorFields\n      ... on MutationSetAdGroupStatusSuccess { data { entityId status } }\n    }\n  }": types.AdsSetAdGroupStatusDocument,
    "\n  mutation AdsDuplicateAdGroup($id: String!) {\n    duplicateAdGroup(adGroupId: $id) {\n      __typename ...DomainErrorFields\n      ... on MutationDuplicateAdGroupSuccess { data { entityId name status } }\n    }\n  }": types.AdsDuplicateAdGroupDocument,
    "\n  mutation AdsCreateAd($id: String!, $input: AdInput!) {\n    createAd(adGroupId: $id, input: $input) {\n      __typename ...DomainErrorFields\n      ... on MutationCreateAdSuccess { data { entityId name status } }\n    }\n  }": types.AdsCreateAdDocument,
    "\n  mutation AdsUpdateAd($id: String!, $name: String!) {\n    updateAd(adId: $id, name: $name) {\n      __typename ...DomainErrorFields\n      ... on MutationUpdateAdSuccess { data { entityId name } }\n    }\n  }": types.AdsUpdateAdDocument,
    "\n  mutation AdsSetAdStatus($id: String!, $status: DeliveryStatus!) {\n    setAdStatus(adId: $id, status: $status) {\n      __typename ...DomainErrorFields\n      ... on MutationSetAdStatusSuccess { data { entityId status } }\n    }\n  }": types.AdsSetAdStatusDocument,
    "\n  mutation AdsDuplicateAd($id: String!) {\n    duplicateAd(adId: $id) {\n      __typename ...DomainErrorFields\n      ... on MutationDuplicateAdSuccess { data { entityId name status } }\n    }\n  }": types.AdsDuplicateAdDocument,
    "\n  mutation AdsPauseCampaign($id: String!) {\n    pauseCampaign(campaignId: $id) { __typename ...DomainErrorFields }\n  }": types.AdsPauseCampaignDocument,
    "\n  mutation AdsResumeCampaign($id: String!) {\n    resumeCampaign(campaignId: $id) { __typename ...DomainErrorFields }\n  }": types.AdsResumeCampaignDocument,
    "\n  query AdsCampaigns($advertiserId: String!) {\n    viewer { advertiser {\n      campaigns(first: 50) { edges { node { entityId name status } } }\n      campaign(entityId: $advertiserId) { entityId }\n    } }\n  }": types.AdsCampaignsDocument,
    "query AdsCampaignTotals($id: String!) {\n  viewer { advertiser { campaign(entityId: $id) { adGroups(first: 10) { edges { node { impressions clicks } } } } } }\n}": types.AdsCampaignTotalsDocument,
    "query AdsPinPromoted($id: String!) { pin(id: $id) { isPromoted promoter } }": types.AdsPinPromotedDocument,
    "\n  mutation HistoryCreateCampaign($input: CreateCampaignInput!) {\n    createCampaign(input: $input) {\n      __typename ...DomainErrorFields\n      ... on MutationCreateCampaignSuccess {\n        data { entityId adGroups(first: 1) { edges { node { entityId ads(first: 1) { edges { node { entityId } } } } } } }\n      }\n    }\n  }": types.HistoryCreateCampaignDocument,
    "\n  mutation HistoryUpdateCampaign($id: String!, $input: CampaignSettingsInput!) {\n    updateCampaign(campaignId: $id, input: $input) {\n      __typename ...DomainErrorFields\n      ... on MutationUpdateCampaignSuccess { data { entityId } }\n    }\n  }": types.HistoryUpdateCampaignDocument,
    "\n  mutation HistorySetCampaignsStatus($ids: [String!]!, $status: DeliveryStatus!) {\n    setCampaignsStatus(campaignIds: $ids, status: $status) {\n      __typename ...DomainErrorFields\n      ... on MutationSetCampaignsStatusSuccess { data { entityId } }\n    }\n  }": types.HistorySetCampaignsStatusDocument,
    "\n  mutation HistoryUpdateAdGroup($id: String!, $input: AdGroupSettingsInput!) {\n    updateAdGroup(adGroupId: $id, input: $input) {\n      __typename ...DomainErrorFields\n      ... on MutationUpdateAdGroupSuccess { data { entityId } }\n    }\n  }": types.HistoryUpdateAdGroupDocument,
    "\n  mutation HistoryDuplicateAd($id: String!) {\n    duplicateAd(adId: $id) {\n      __typename ...DomainErrorFields\n      ... on MutationDuplicateAdSuccess { data { entityId } }\n    }\n  }": types.HistoryDuplicateAdDocument,
    "\n  query HistoryOfAdvertiser($objectType: AdChangeObject, $first: Int, $after: String) {\n    viewer { advertiser {\n      changeHistory(objectType: $objectType, first: $first, after: $after) {\n        edges { node {\n          objectType objectName action actorName actorUsername\n          changes { field label before after }\n        } }\n        pageInfo { hasNextPage endCursor }\n      }\n    } }\n  }": types.HistoryOfAdvertiserDocument,
    "\n  query AdviceOfAdvertiser {\n    viewer { advertiser { recommendations { kind objectType objectId campaignId title text } } }\n  }": types.AdviceOfAdvertiserDocument,
    "\n  mutation AdviceCreateAd($id: String!, $input: AdInput!) {\n    createAd(adGroupId: $id, input: $input) {\n      __typename ...DomainErrorFields\n      ... on MutationCreateAdSuccess { data { entityId } }\n    }\n  }": types.AdviceCreateAdDocument,
    "mutation AnalystConvert($input: ConvertToBusinessInput!) {\n  convertToBusiness(input: $input) { __typename ...DomainErrorFields }\n}": types.AnalystConvertDocument,
    "mutation AnalystGrant($login: String!, $permission: BusinessPermission!) {\n  grantBusinessAccess(login: $login, permission: $permission) { __typename ...DomainErrorFields }\n}": types.AnalystGrantDocument,
    "mutation AnalystCreateCampaign($input: CreateCampaignInput!) {\n  createCampaign(input: $input) {\n    __typename ...DomainErrorFields\n    ... on MutationCreateCampaignSuccess { data { entityId\n      adGroups(first: 1) { edges { node { entityId ads(first: 1) { edges { node { entityId } } } } } } } }\n  }\n}": types.AnalystCreateCampaignDocument,
    "mutation AnalystCreateAudience($input: AudienceInput!) {\n  createAudience(input: $input) { __typename ...DomainErrorFields ... on MutationCreateAudienceSuccess { data { entityId } } }\n}": types.AnalystCreateAudienceDocument,
    "mutation AnalystCreateToken($id: String!) {\n  createConversionToken(advertiserId: $id) {\n    __typename ...DomainErrorFields ... on MutationCreateConversionTokenSuccess { data { token { entityId } } }\n  }\n}": types.AnalystCreateTokenDocument,
    "query AnalystAdvertiser($id: String!, $campaignId: String!) {\n  viewer {\n    adAccounts { advertiserId readOnly current }\n    advertiser(entityId: $id) {\n      entityId access name billing { contactName }\n      campaigns(first: 10) { edges { node { entityId name } } }\n      campaign(entityId: $campaignId) {\n        entityId\n        adGroups(first: 5) { edges { node { entityId name ads(first: 5) { edges { node { entityId name } } } } } }\n      }\n      audiences { entityId name size }\n      conversionOverview { eventName events }\n      conversionEvents(first: 5) { edges { node { eventId } } }\n    }\n  }\n}": types.AnalystAdvertiserDocument,
    "query AnalystInvoices($id: String!) { viewer { advertiser(entityId: $id) { invoices { number } } } }": types.AnalystInvoicesDocument,
    "query AnalystOrderLines($id: String!) { viewer { advertiser(entityId: $id) { orderLines { month } } } }": types.AnalystOrderLinesDocument,
    "query AnalystTokens($id: String!) { viewer { advertiser(entityId: $id) { conversionTokens { entityId } } } }": types.AnalystTokensDocument,
    "query AnalystReport($id: String!, $from: String!, $to: String!) {\n  advertiserReport(advertiserId: $id, level: CAMPAIGN, from: $from, to: $to) { rows { name } }\n}": types.AnalystReportDocument,
    "query AnalystInsights($id: String!, $campaignId: String!, $from: String!, $to: String!) {\n  campaignInsights(advertiserId: $id, campaignId: $campaignId, from: $from, to: $to, compareFrom: $from, compareTo: $to) {\n    totals { impressions }\n  }\n}": types.AnalystInsightsDocument,
    "mutation AnalystCreateReport($input: CreateAdReportInput!) {\n  createAdReport(input: $input) { __typename ...DomainErrorFields ... on MutationCreateAdReportSuccess { data { entityId } } }\n}": types.AnalystCreateReportDocument,
    "query AnalystRuns($id: String!, $reportId: String!) {\n  adReportRuns(advertiserId: $id, first: 5) { edges { node { entityId } } }\n  adReportRun(advertiserId: $id, reportId: $reportId) { entityId csv }\n}": types.AnalystRunsDocument,
    "mutation AnalystWCreate($input: CreateCampaignInput!) { createCampaign(input: $input) { __typename ...DomainErrorFields } }": types.AnalystWCreateDocument,
    "mutation AnalystWUpdate($id: String!, $input: CampaignSettingsInput!) { updateCampaign(campaignId: $id, input: $input) { __typename ...DomainErrorFields } }": types.AnalystWUpdateDocument,
    "mutation AnalystWStatus($ids: [String!]!) { setCampaignsStatus(campaignIds: $ids, status: PAUSED) { __typename ...DomainErrorFields } }": types.AnalystWStatusDocument,
    "mutation AnalystWPause($id: String!) { pauseCampaign(campaignId: $id) { __typename ...DomainErrorFields } }": types.AnalystWPauseDocument,
    "mutation AnalystWDuplicate($id: String!) { duplicateCampaign(campaignId: $id) { __typename ...DomainErrorFields } }": types.AnalystWDuplicateDocument,
    "mutation AnalystWCreateGroup($id: String!, $input: AdGroupSettingsInput!) { createAdGroup(campaignId: $id, input: $input) { __typename ...DomainErrorFields } }": types.AnalystWCreateGroupDocument,
    "mutation AnalystWUpdateGroup($id: String!, $input: AdGroupSettingsInput!) { updateAdGroup(adGroupId: $id, input: $input) { __typename ...DomainErrorFields } }": types.AnalystWUpdateGroupDocument,
    "mutation AnalystWGroupStatus($id: String!) { setAdGroupStatus(adGroupId: $id, status: PAUSED) { __typename ...DomainErrorFields } }": types.AnalystWGroupStatusDocument,
    "mutation AnalystWDuplicateGroup($id: String!) { duplicateAdGroup(adGroupId: $id) { __typename ...DomainErrorFields } }": types.AnalystWDuplicateGroupDocument,
    "mutation AnalystWCreateAd($id: String!, $pinId: String!) { createAd(adGroupId: $id, input: { pinId: $pinId }) { __typename ...DomainErrorFields } }": types.AnalystWCreateAdDocument,
    "mutation AnalystWUpdateAd($id: String!) { updateAd(adId: $id, name: \"Mine now\") { __typename ...DomainErrorFields } }": types.AnalystWUpdateAdDocument,
    "mutation AnalystWAdStatus($id: String!) { setAdStatus(adId: $id, status: PAUSED) { __typename ...DomainErrorFields } }": types.AnalystWAdStatusDocument,
    "mutation AnalystWDuplicateAd($id: String!) { duplicateAd(adId: $id) { __typename ...DomainErrorFields } }": types.AnalystWDuplicateAdDocument,
    "mutation AnalystWAudience($input: AudienceInput!) { createAudience(input: $input) { __typename ...DomainErrorFields } }": types.AnalystWAudienceDocument,
    "mutation AnalystWDeleteAudience($id: String!) { deleteAudience(audienceId: $id) { __typename ...DomainErrorFields } }": types.AnalystWDeleteAudienceDocument,
    "mutation AnalystWToken($id: String!) { createConversionToken(advertiserId: $id) { __typename ...DomainErrorFields } }": types.AnalystWTokenDocument,
    "mutation AnalystWRevoke($id: String!) { revokeConversionToken(tokenId: $id) { __typename ...DomainErrorFields } }": types.AnalystWRevokeDocument,
    "mutation AnalystWTestEvent($id: String!) { sendTestConversionEvent(advertiserId: $id, eventName: \"checkout\") { __typename ...DomainErrorFields } }": types.AnalystWTestEventDocument,
    "mutation AnalystWBilling($input: AdvertiserBillingInput!) { saveAdvertiserBilling(input: $input) { __typename ...DomainErrorFields } }": types.AnalystWBillingDocument,
    "query AdvisoriesSearch($q: String!) {\n  searchAdvisory(query: $q) {\n    advisory severity advisoryType resourceCountry\n    notice { style title description textTags { type offset length link } actions { buttonText link } footerText footerLink }\n  }\n  searchPins(query: $q, first: 10) { edges { node { title } } }\n  searchBoards(query: $q, first: 10) { edges { node { name } } }\n  typeahead(term: $q) { items { kind query } }\n}": types.AdvisoriesSearchDocument,
    "query AggregateSavesOfPin($id: String!) { pin(id: $id) { aggregateSaveCount } }": types.AggregateSavesOfPinDocument,
    "mutation AggregateSavesSavePin($input: SavePinInput!) {\n  savePin(input: $input) { __typename ...DomainErrorFields ... on MutationSavePinSuccess { data { entityId } } } }": types.AggregateSavesSavePinDocument,
    "mutation AggregateSavesMovePins($input: MovePinsInput!) {\n  movePins(input: $input) { __typename ...DomainErrorFields } }": types.AggregateSavesMovePinsDocument,
    "mutation AggregateSavesUpdateBoard($input: UpdateBoardInput!) {\n  updateBoard(input: $input) { __typename ...DomainErrorFields } }": types.AggregateSavesUpdateBoardDocument,
    "mutation AggregateSavesDeletePin($id: String!) {\n  deletePin(pinId: $id) { __typename ...DomainErrorFields } }": types.AggregateSavesDeletePinDocument,
    "mutation AggregateSavesDeleteBoard($id: String!) {\n  deleteBoard(boardId: $id) { __typename ...DomainErrorFields } }": types.AggregateSavesDeleteBoardDocument,
    "query AggregateSavesAttribution { viewer { isAuth pinAttribution } }": types.AggregateSavesAttributionDocument,
    "query AttackSurfaceExperimentGroup($name: String!) { experimentGroup(name: $name) }": types.AttackSurfaceExperimentGroupDocument,
    "query AttackSurfaceExperimentGroup2 { experimentGroup(name: \"web_post_create_retargeting\") }": types.AttackSurfaceExperimentGroup2Document,
    "query AttackSurfaceAB { a: __typename b: __typename }": types.AttackSurfaceAbDocument,
    "query AttackSurfaceIntrospect { __schema { queryType { name } } }": types.AttackSurfaceIntrospectDocument,
    "mutation AttackSurfaceCreatePin($input: CreatePinInput!) {\n    createPin(input: $input) { __typename ...DomainErrorFields }\n  }": types.AttackSurfaceCreatePinDocument,
    "\n  mutation BillingCreateCampaign($input: CreateCampaignInput!) {\n    createCampaign(input: $input) {\n      __typename ...DomainErrorFields\n      ... on MutationCreateCampaignSuccess { data {\n        entityId\n        adGroups(first: 1) { edges { node { entityId ads(first: 1) { edges { node { entityId } } } } } }\n      } }\n    }\n  }": types.BillingCreateCampaignDocument,
    "\n  mutation BillingResume($id: String!) {\n    resumeCampaign(campaignId: $id) { __typename ...DomainErrorFields }\n  }": types.BillingResumeDocument,
    "\n  mutation BillingPauseCampaign($id: String!) {\n    pauseCampaign(campaignId: $id) { __typename ...DomainErrorFields }\n  }": types.BillingPauseCampaignDocument,
    "\n  query BillingAdvertiser {\n    viewer { advertiser {\n      entityId pausedAt pauseReason\n      invoices { entityId number periodStart periodEnd currency totalMinor status dueOn pdfPath billToName\n        lines { campaignId campaignName amountMinor } }\n      orderLines { campaignId campaignName month amountMinor }\n    } }\n  }": types.BillingAdvertiserDocument,
    "\n  query BillingAdminAdvertisers {\n    adminAdvertisers(first: 50) { edges { node {\n      id name ownerUsername pausedAt pauseReason monthSpendMinor totalSpendMinor openInvoiceCount openInvoiceMinor\n    } } }\n  }": types.BillingAdminAdvertisersDocument,
    "\n  query BillingAdminOpenInvoices { adminOpenInvoices(first: 50) { edges { node { entityId status totalMinor } } } }": types.BillingAdminOpenInvoicesDocument,
    "\n  mutation BillingMarkPaid($id: String!) {\n    markInvoicePaid(invoiceId: $id) {\n      __typename ...DomainErrorFields\n      ... on MutationMarkInvoicePaidSuccess { data { entityId status paidAt } }\n    }\n  }": types.BillingMarkPaidDocument,
    "\n  mutation BillingPauseAdvertiser($id: String!, $reason: String!) {\n    pauseAdvertiser(advertiserId: $id, reason: $reason) {\n      __typename ...DomainErrorFields\n      ... on MutationPauseAdvertiserSuccess { data { id pausedAt pauseReason } }\n    }\n  }": types.BillingPauseAdvertiserDocument,
    "\n  mutation BillingLiftPause($id: String!) {\n    liftAdvertiserPause(advertiserId: $id) {\n      __typename ...DomainErrorFields\n      ... on MutationLiftAdvertiserPauseSuccess { data { id pausedAt } }\n    }\n  }": types.BillingLiftPauseDocument,
    "query BillingPinPromoted($id: String!) { pin(id: $id) { isPromoted } }": types.BillingPinPromotedDocument,
    "query BoardsAndSectionsUserBoard($u: String!, $b: String!) {\n      user(username: $u) { boardCount pinCount }\n      board(id: $b) { pinCount sectionCount sections(first: 50) { edges { node { pinCount } } } }\n    }": types.BoardsAndSectionsUserBoardDocument,
    "query BoardsAndSectionsBoard($u: String!, $s: String!) { board(username: $u, slug: $s) { entityId description url } }": types.BoardsAndSectionsBoardDocument,
    "query BoardsAndSectionsUser($u: String!) { user(username: $u) { boardCount } }": types.BoardsAndSectionsUserDocument,
    "query BoardsAndSectionsAB($u: String!) { a: board(username: $u, slug: \"home-garden\") { name } b: board(username: $u, slug: \"home-garden-2\") { name } }": types.BoardsAndSectionsAbDocument,
    "query BoardsAndSectionsBoardSection($b: String!) { boardSection(boardId: $b, slug: \"open-shelves\") { entityId board { name } } }": types.BoardsAndSectionsBoardSectionDocument,
    "query BoardsAndSectionsBoard2($id: String!) { board(id: $id) { imageCoverUrl coverDominantColor } }": types.BoardsAndSectionsBoard2Document,
    "\n  query BotCheckChallenge($action: BotCheckAction!) {\n    botCheckChallenge(action: $action) { algorithm challenge maxNumber salt signature action expiresAt }\n  }": types.BotCheckChallengeDocument,
    "\n  mutation BotCheckSignUp($input: SignUpInput!) { signUp(input: $input) { __typename ...DomainErrorFields } }": types.BotCheckSignUpDocument,
    "\n  mutation BotCheckLogIn($input: LogInInput!) { logIn(input: $input) { __typename ...DomainErrorFields } }": types.BotCheckLogInDocument,
    "\n  mutation BotCheckRequestReset($email: String!, $botCheckToken: String) {\n    requestPasswordReset(email: $email, botCheckToken: $botCheckToken) { __typename ...DomainErrorFields }\n  }": types.BotCheckRequestResetDocument,
    "\n  mutation BotCheckChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) { __typename ...DomainErrorFields }\n  }": types.BotCheckChangePasswordDocument,
    "query BotCheckViewer { viewer { isAuth } }": types.BotCheckViewerDocument,
    "mutation BusinessConvertToBusiness($input: ConvertToBusinessInput!) {\n      convertToBusiness(input: $input) { __typename ...DomainErrorFields ... on MutationConvertToBusinessSuccess { data { isPartner businessName } } }\n    }": types.BusinessConvertToBusinessDocument,
    "mutation BusinessCreateLinkedBusiness($input: CreateLinkedBusinessInput!) {\n      createLinkedBusiness(input: $input) {\n        __typename ...DomainErrorFields\n        ... on MutationCreateLinkedBusinessSuccess { data { id permissions user { username } } }\n      }\n    }": types.BusinessCreateLinkedBusinessDocument,
    "mutation BusinessGrantBusinessAccess($login: String!, $permission: BusinessPermission!) {\n      grantBusinessAccess(login: $login, permission: $permission) { __typename ...DomainErrorFields }\n    }": types.BusinessGrantBusinessAccessDocument,
    "query BusinessViewer { viewer { username isActingAs isPartner person { username } } }": types.BusinessViewerDocument,
    "query BusinessViewer2 { viewer { businessAccessProfiles { id permissions viewerMeetsMfaRequirement } } }": types.BusinessViewer2Document,
    "mutation BusinessLogIn($input: LogInInput!) { logIn(input: $input) { __typename } }": types.BusinessLogInDocument,
    "query BusinessBusinessMembers { businessMembers { __typename ...DomainErrorFields } }": types.BusinessBusinessMembersDocument,
    "mutation BusinessRevoke($businessId: String!, $memberId: String!) {\n      revokeBusinessAccess(businessId: $businessId, memberId: $memberId) { __typename ...DomainErrorFields }\n    }": types.BusinessRevokeDocument,
    "mutation BusinessSetBusinessRequiresMfa { setBusinessRequiresMfa(requiresMfa: true) { __typename ...DomainErrorFields } }": types.BusinessSetBusinessRequiresMfaDocument,
    "query BusinessViewer3 { viewer { businessAccessProfiles { id viewerMeetsMfaRequirement } } }": types.BusinessViewer3Document,
    "mutation BusinessChangePassword($input: ChangePasswordInput!) { changePassword(input: $input) { __typename ...DomainErrorFields } }": types.BusinessChangePasswordDocument,
    "query BusinessReadBoard($id: String!) { board(id: $id) { entityId } }": types.BusinessReadBoardDocument,
    "query BusinessPicker { boardPicker { allBoards { entityId } } }": types.BusinessPickerDocument,
    "query BusinessUser($u: String!) { user(username: $u) { boards(first: 50) { edges { node { entityId } } } } }": types.BusinessUserDocument,
    "mutation CarouselPinsCreate($input: CreateCarouselPinInput!) {\n  createCarouselPin(input: $input) {\n    __typename ...DomainErrorFields\n    ... on MutationCreateCarouselPinSuccess { data { entityId isCarousel imageSpec_236x { url } } }\n  }\n}": types.CarouselPinsCreateDocument,
    "query CarouselPinsPin($id: String!) {\n  pin(id: $id) {\n    title isCarousel altText\n    imageSpec_236x { url }\n    carouselImages { position altText title link imageSpec_236x { url } imageSpec_736x { url } }\n  }\n}": types.CarouselPinsPinDocument,
    "query CarouselPinsBoard($id: String!) {\n  board(id: $id) { pins(first: 10) { edges { node { entityId isCarousel imageSpec_236x { url } } } } }\n}": types.CarouselPinsBoardDocument,
    "mutation CarouselPinsSave($input: SavePinInput!) {\n  savePin(input: $input) { __typename ...DomainErrorFields ... on MutationSavePinSuccess { data { entityId } } }\n}": types.CarouselPinsSaveDocument,
    "mutation CarouselPinsDelete($id: String!) {\n  deletePin(pinId: $id) { __typename ...DomainErrorFields }\n}": types.CarouselPinsDeleteDocument,
    "mutation CarouselPinsDeleteBoard($id: String!) {\n  deleteBoard(boardId: $id) { __typename ...DomainErrorFields }\n}": types.CarouselPinsDeleteBoardDocument,
    "\n  mutation CollaborationInvite($boardId: String!, $userIds: [String!], $emails: [String!]) {\n    inviteCollaborators(boardId: $boardId, userIds: $userIds, emails: $emails) {\n      __typename ...DomainErrorFields\n      ... on MutationInviteCollaboratorsSuccess { data { entityId email status } }\n    }\n  }": types.CollaborationInviteDocument,
    "query CollaborationMyInvites { myBoardInvites { entityId boardName inviter { username } board { name } } }": types.CollaborationMyInvitesDocument,
    "\n  mutation CollaborationRespond($id: String!, $accept: Boolean!) {\n    respondToBoardInvite(inviteId: $id, accept: $accept) {\n      __typename ...DomainErrorFields\n      ... on MutationRespondToBoardInviteSuccess { data { status board { name collaboratedByMe } } }\n    }\n  }": types.CollaborationRespondDocument,
    "query CollaborationBoard($id: String!) { board(id: $id) { entityId } }": types.CollaborationBoardDocument,
    "mutation CollaborationBlockUser($id: String!) { blockUser(userId: $id) { __typename } }": types.CollaborationBlockUserDocument,
    "mutation CollaborationAcceptBoardInviteByToken($token: String!) { acceptBoardInviteByToken(token: $token) { __typename } }": types.CollaborationAcceptBoardInviteByTokenDocument,
    "mutation CollaborationUpdateBoard($input: UpdateBoardInput!) { updateBoard(input: $input) { __typename ...DomainErrorFields } }": types.CollaborationUpdateBoardDocument,
    "mutation CollaborationDeleteBoard($id: String!) { deleteBoard(boardId: $id) { __typename ...DomainErrorFields } }": types.CollaborationDeleteBoardDocument,
    "mutation CollaborationUpdateBoard2($input: UpdateBoardInput!) { updateBoard(input: $input) { __typename } }": types.CollaborationUpdateBoard2Document,
    "query CollaborationBoard2($id: String!) { board(id: $id) { collaboratingUsers { edges { node { fullName } } } } }": types.CollaborationBoard2Document,
    "mutation CollaborationRemove($b: String!, $u: String!) { removeCollaborator(boardId: $b, userId: $u) { __typename ...DomainErrorFields } }": types.CollaborationRemoveDocument,
    "mutation CollaborationFollowUser($id: String!) { followUser(userId: $id) { __typename } }": types.CollaborationFollowUserDocument,
    "query CollaborationCollaboratorSuggestions($q: String!) { collaboratorSuggestions(query: $q) { username } }": types.CollaborationCollaboratorSuggestionsDocument,
    "\n        query CollaborationSharedCards($id: String!) {\n          board(id: $id) {\n            pins(first: 10) {\n              edges { node { title pinner { username imageMediumUrl } pinnedToBoard { owner { username } } } }\n            }\n          }\n        }": types.CollaborationSharedCardsDocument,
    "\n  mutation ConversionsCreateCampaign($input: CreateCampaignInput!) {\n    createCampaign(input: $input) {\n      __typename ...DomainErrorFields\n      ... on MutationCreateCampaignSuccess { data { entityId } }\n    }\n  }": types.ConversionsCreateCampaignDocument,
    "\n  mutation ConversionsCreateToken($id: String!) {\n    createConversionToken(advertiserId: $id) {\n      __typename ...DomainErrorFields\n      ... on MutationCreateConversionTokenSuccess { data { secret token { entityId hint } } }\n    }\n  }": types.ConversionsCreateTokenDocument,
    "\n  mutation ConversionsRevokeToken($id: String!) {\n    revokeConversionToken(tokenId: $id) {\n      __typename ...DomainErrorFields\n      ... on MutationRevokeConversionTokenSuccess { data { entityId } }\n    }\n  }": types.ConversionsRevokeTokenDocument,
    "\n  mutation ConversionsTestEvent($id: String!, $name: String!) {\n    sendTestConversionEvent(advertiserId: $id, eventName: $name) {\n      __typename ...DomainErrorFields\n      ... on MutationSendTestConversionEventSuccess { data { eventName isTest source campaign { entityId } } }\n    }\n  }": types.ConversionsTestEventDocument,
    "\n  query ConversionsOfAdvertiser($test: Boolean) { viewer { advertiser {\n    conversionTokens { entityId hint }\n    conversionOverview { eventName events attributed valueMinor }\n    conversionEvents(first: 20, test: $test) { edges { node { eventId eventName source isTest valueMinor currency campaign { entityId } } } }\n    campaigns(first: 5) { edges { node { entityId conversions } } }\n  } } }": types.ConversionsOfAdvertiserDocument,
    "\n  mutation ConversionsQuickPromote($input: QuickPromoteInput!) {\n    quickPromote(input: $input) {\n      __typename ...DomainErrorFields\n      ... on MutationQuickPromoteSuccess { data { entityId objectiveType conversionEvent } }\n    }\n  }": types.ConversionsQuickPromoteDocument,
    "query ConversionsPinLink($id: String!) { pin(id: $id) { offsiteUrl } }": types.ConversionsPinLinkDocument,
    "mutation CoversAndCountsUpdateBoard($input: UpdateBoardInput!) {\n  updateBoard(input: $input) { __typename ...DomainErrorFields } }": types.CoversAndCountsUpdateBoardDocument,
    "mutation CoversAndCountsMovePins($input: MovePinsInput!) {\n  movePins(input: $input) { __typename ...DomainErrorFields } }": types.CoversAndCountsMovePinsDocument,
    "mutation CoversAndCountsDeletePin($id: String!) { deletePin(pinId: $id) { __typename ...DomainErrorFields } }": types.CoversAndCountsDeletePinDocument,
    "mutation CoversAndCountsDeleteBoard($id: String!) { deleteBoard(boardId: $id) { __typename ...DomainErrorFields } }": types.CoversAndCountsDeleteBoardDocument,
    "query CoversAndCountsBoardUser($id: String!, $username: String!) {\n        board(id: $id) { imageCoverUrl coverDominantColor hasCustomCover }\n        user(username: $username) { boards(first: 20) { edges { node { entityId imageCoverUrl } } } }\n      }": types.CoversAndCountsBoardUserDocument,
    "query CoversAndCountsUser($username: String!) { user(username: $username) { pinCount boardCount } }": types.CoversAndCountsUserDocument,
    "mutation DataExportCarousel($input: CreateCarouselPinInput!) {\n  createCarouselPin(input: $input) { __typename ...DomainErrorFields }\n}": types.DataExportCarouselDocument,
    "mutation DataImportCarousel($input: CreateCarouselPinInput!) {\n    createCarouselPin(input: $input) { __typename ...DomainErrorFields }\n  }": types.DataImportCarouselDocument,
    "query DatabaseConnectionViewer { viewer { isAuth } }": types.DatabaseConnectionViewerDocument,
    "query EmailVerificationEmailSettings { emailSettings { email verified } }": types.EmailVerificationEmailSettingsDocument,
    "mutation EmailVerificationVerifyEmail($token: String!) {\n        verifyEmail(token: $token) { __typename ...DomainErrorFields ... on MutationVerifyEmailSuccess { data { email verified } } }\n      }": types.EmailVerificationVerifyEmailDocument,
    "mutation EmailVerificationChangeEmail($input: ChangeEmailInput!) {\n        changeEmail(input: $input) {\n          __typename ...DomainErrorFields\n          ... on MutationChangeEmailSuccess { data { email verified } }\n        }\n      }": types.EmailVerificationChangeEmailDocument,
    "mutation EmailVerificationResendVerificationEmail {\n        resendVerificationEmail {\n          __typename ...DomainErrorFields\n          ... on MutationResendVerificationEmailSuccess { data { email verified } }\n        }\n      }": types.EmailVerificationResendVerificationEmailDocument,
    "\n  mutation EmailVerificationInvite($boardId: String!, $emails: [String!]) {\n    inviteCollaborators(boardId: $boardId, emails: $emails) {\n      __typename ...DomainErrorFields\n      ... on MutationInviteCollaboratorsSuccess {\n        data { entityId email status invitee { username fullName } }\n      }\n    }\n  }": types.EmailVerificationInviteDocument,
    "query EmailVerificationMyBoardInvites { myBoardInvites { entityId boardName } }": types.EmailVerificationMyBoardInvitesDocument,
    "mutation EmailVerificationRespondToBoardInvite($id: String!, $accept: Boolean!) {\n        respondToBoardInvite(inviteId: $id, accept: $accept) { __typename ...DomainErrorFields }\n      }": types.EmailVerificationRespondToBoardInviteDocument,
    "query EmailVerificationBoard($id: String!) { board(id: $id) { entityId } }": types.EmailVerificationBoardDocument,
    "mutation EmailVerificationAcceptBoardInviteByToken($token: String!) { acceptBoardInviteByToken(token: $token) { __typename } }": types.EmailVerificationAcceptBoardInviteByTokenDocument,
    "\n  query FailedLoadsBoardPage($username: String!, $slug: String!) {\n    board(username: $username, slug: $slug) { entityId name url }\n  }\n": types.FailedLoadsBoardPageDocument,
    "\n  mutation FailedLoadsRenameBoard($input: UpdateBoardInput!) {\n    updateBoard(input: $input) { __typename ...DomainErrorFields ... on MutationUpdateBoardSuccess { data { url } } }\n  }\n": types.FailedLoadsRenameBoardDocument,
    "\n  mutation FailedLoadsDeleteBoard($id: String!) { deleteBoard(boardId: $id) { __typename } }\n": types.FailedLoadsDeleteBoardDocument,
    "query FailedLoadsFollowing { followingFeed(first: 1) { edges { node { id } } } }": types.FailedLoadsFollowingDocument,
    "query HashtagsHashtagSuggestions($term: String!) { hashtagSuggestions(term: $term) { query pinCount } }": types.HashtagsHashtagSuggestionsDocument,
    "query HttpSecurityUser($u: String!) { user(username: $u) { boards(first: 50) { edges { node { name } } } } }": types.HttpSecurityUserDocument,
    "mutation HttpSecurityLogOut { logOut }": types.HttpSecurityLogOutDocument,
    "query HttpSecurityViewer { viewer { isAuth } }": types.HttpSecurityViewerDocument,
    "query HttpSecurity_Schema { __schema { queryType { name } types { name } } }": types.HttpSecurity_SchemaDocument,
    "query HttpSecurityDeep { viewer { user { boards { edges { node { pins { edges { node {\n        pinnedToBoard { owner { boards { edges { node { name } } } } } } } } } } } } } }": types.HttpSecurityDeepDocument,
    "query HttpSecurityHomeFeed {\n      homeFeed(first: 50) {\n        edges { cursor node {\n          id entityId title description link linkDomain altText dominantColor createdAt\n          imageSpec_236x { url width height } imageSpec_orig { url width height }\n          pinner { id username fullName imageMediumUrl url }\n          pinnedToBoard { id name url privacy owner { username } }\n          section { id title }\n        } }\n        pageInfo { hasNextPage endCursor }\n      }\n    }": types.HttpSecurityHomeFeedDocument,
    "query HttpSecurityBoardPin { board(id: \"abc\") { id } pin(id: \"x1\") { id } }": types.HttpSecurityBoardPinDocument,
    "query HttpSecurityBoardPin2 { board(id: \"99999999999999999999\") { id } pin(id: \"99999999999999999999\") { id } boardSection(boardId: \"abc\", slug: \"x\") { id } }": types.HttpSecurityBoardPin2Document,
    "\n  query IdeasTopics { ideaTopics { entityId name slug url pinCount cover { entityId } } }": types.IdeasTopicsDocument,
    "\n  query IdeasTopic($id: String!) {\n    ideaTopic(id: $id) {\n      entityId\n      name\n      url\n      pinCount\n      cover { entityId }\n      pins(first: 2) { edges { node { entityId title } } pageInfo { hasNextPage endCursor } }\n      related { name }\n    }\n  }": types.IdeasTopicDocument,
    "\n  query IdeasTopicMore($id: String!, $after: String) {\n    ideaTopic(id: $id) { pins(first: 50, after: $after) { edges { node { entityId title } } } }\n  }": types.IdeasTopicMoreDocument,
    "\n  query InterestsWelcome {\n    viewer { welcomePending interests { slug name } }\n    interestChoices { slug name }\n  }": types.InterestsWelcomeDocument,
    "\n  mutation InterestsSave($slugs: [String!]!) {\n    saveInterests(slugs: $slugs) {\n      __typename\n      ...DomainErrorFields\n      ... on MutationSaveInterestsSuccess { data { slug name } }\n    }\n  }": types.InterestsSaveDocument,
    "\n  mutation InterestsFinishWelcome {\n    finishWelcome { __typename ...DomainErrorFields ... on MutationFinishWelcomeSuccess { data } }\n  }": types.InterestsFinishWelcomeDocument,
    "query InterestsProviders { socialLoginProviders { provider oneTapClientId } }": types.InterestsProvidersDocument,
    "\n  query InterestsHome($first: Int!, $after: String) {\n    homeFeed(first: $first, after: $after) {\n      edges { node { entityId title } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }": types.InterestsHomeDocument,
    "query LinkStatusCheck($url: String!) {\n  pinLinkStatus(url: $url) {\n    __typename ...DomainErrorFields\n    ... on QueryPinLinkStatusSuccess { data { kind redirectsTo httpStatus } }\n  }\n}": types.LinkStatusCheckDocument,
    "mutation LoginThrottleLogIn($input: LogInInput!) {\n  logIn(input: $input) { __typename ... on DomainError { code message } }\n}": types.LoginThrottleLogInDocument,
    "mutation LoginThrottleLogOut { logOut }": types.LoginThrottleLogOutDocument,
    "mutation LoginAssistFinish($token: String!) {\n    finishLoginAssistance(token: $token) { __typename ... on DomainError { code message } }\n  }": types.LoginAssistFinishDocument,
    "query LoginAssistViewer { viewer { id } }": types.LoginAssistViewerDocument,
    "query MediaPostCreateUserState { userState(state: \"claiming_upsells_seen\") }": types.MediaPostCreateUserStateDocument,
    "mutation MediaPostCreateSetUserState { setUserState(state: \"claiming_upsells_seen\", value: \"POST_CREATE_UPSELL_V2\") { __typename\n         ...DomainErrorFields ... on MutationSetUserStateSuccess { data } } }": types.MediaPostCreateSetUserStateDocument,
    "mutation MediaPostCreateUpdateUserSettings { updateUserSettings(input: { listedWebsiteUrl: \"https://www.instagram.com/pat.pins/\" }) {\n         __typename ...DomainErrorFields ... on MutationUpdateUserSettingsSuccess { data { listedWebsiteUrl } } } }": types.MediaPostCreateUpdateUserSettingsDocument,
    "mutation MediaPostCreateConnectAccount { connectAccount(input: { network: \"instagram\", username: \"@pat.pins\" }) {\n         ... on MutationConnectAccountSuccess { data { connectedToInstagram connectedAccounts { network username } } } } }": types.MediaPostCreateConnectAccountDocument,
    "mutation MediaPostCreateDisconnectAccount { disconnectAccount(network: \"instagram\") { __typename } }": types.MediaPostCreateDisconnectAccountDocument,
    "mutation MediaPostCreateUpdateUserSettings3 { updateUserSettings(input: { listedWebsiteUrl: \"\" }) { __typename } }": types.MediaPostCreateUpdateUserSettings3Document,
    "mutation MediaPostCreateUpdateUserSettings2 { updateUserSettings(input: { listedWebsiteUrl: \"javascript:alert(1)\" }) { __typename ...DomainErrorFields } }": types.MediaPostCreateUpdateUserSettings2Document,
    "mutation MediaPostCreateConnectAccount2 { connectAccount(input: { network: \"myspace\", username: \"pat\" }) { __typename ...DomainErrorFields } }": types.MediaPostCreateConnectAccount2Document,
    "query MediaPostCreate { experimentGroup(name: \"web_post_create_retargeting\") experimentEnabled(name: \"web_post_create_retargeting\") }": types.MediaPostCreateDocument,
    "query MediaPostCreateExperimentGroup { experimentGroup(name: \"no_such_experiment\") }": types.MediaPostCreateExperimentGroupDocument,
    "query MediaPostCreateExperimentGroup2 { experimentGroup(name: \"web_post_create_retargeting\") }": types.MediaPostCreateExperimentGroup2Document,
    "query MediaPostCreateExperimentEnabled { experimentEnabled(name: \"web_post_create_retargeting\") }": types.MediaPostCreateExperimentEnabledDocument,
    "mutation MediaPostCreateTrackEvent { trackEvent(input: { event: \"pin_create_fail\", path: \"/pin/create/link/\" }) { __typename ...DomainErrorFields } }": types.MediaPostCreateTrackEventDocument,
    "mutation MediaPurgeDeletePin($id: String!) { deletePin(pinId: $id) { __typename ...DomainErrorFields } }": types.MediaPurgeDeletePinDocument,
    "mutation MediaPurgeDeleteBoard($id: String!) { deleteBoard(boardId: $id) { __typename } }": types.MediaPurgeDeleteBoardDocument,
    "mutation MediaSsrfCreatePin($input: CreatePinInput!) { createPin(input: $input) { __typename ...DomainErrorFields } }": types.MediaSsrfCreatePinDocument,
    "\n  query PinMedia($id: String!) {\n    pin(id: $id) {\n      entityId\n      imageSpec_orig { url width height }\n      imageSpec_236x { url width }\n      video { url format durationMs width height coverImage { signature width height } }\n    }\n  }": types.PinMediaDocument,
    "mutation MediaUploadRegisterUpload { registerUpload(type: pinimage) { __typename ...DomainErrorFields\n         ... on MutationRegisterUploadSuccess { data { uploadId uploadUrl uploadParameters { name value } } } } }": types.MediaUploadRegisterUploadDocument,
    "query MediaUploadUploadStatus($ids: [String!]!) { uploadStatus(ids: $ids) { uploadId type status signature imageUrl } }": types.MediaUploadUploadStatusDocument,
    "query MediaUploadUserSettings { userSettings { videoUploadAllowed } }": types.MediaUploadUserSettingsDocument,
    "\n  mutation MediaUrlCreatePin($input: CreatePinInput!) {\n    createPin(input: $input) {\n      __typename\n      ...DomainErrorFields\n      ... on MutationCreatePinSuccess { data { entityId title imageSpec_orig { url width height } } }\n    }\n  }": types.MediaUrlCreatePinDocument,
    "mutation MediaUrlRegisterImageUrl($url: String!) { registerImageUrl(url: $url) { __typename\n         ... on MutationRegisterImageUrlSuccess { data { uploadId status } } } }": types.MediaUrlRegisterImageUrlDocument,
    "query MediaUrlFindPinImages($url: String!) { findPinImages(url: $url) { type url width height } }": types.MediaUrlFindPinImagesDocument,
    "query MediaUrlFindPinImages2($url: String!) { findPinImages(url: $url) { url width } }": types.MediaUrlFindPinImages2Document,
    "mutation MfaStartMfaEnrollment {\n    startMfaEnrollment {\n      __typename ...DomainErrorFields\n      ... on MutationStartMfaEnrollmentSuccess { data { secret otpauthUri qrCodeDataUrl } }\n    }\n  }": types.MfaStartMfaEnrollmentDocument,
    "mutation MfaConfirmMfaEnrollment($input: ConfirmMfaEnrollmentInput!) {\n      confirmMfaEnrollment(input: $input) {\n        __typename ...DomainErrorFields\n        ... on MutationConfirmMfaEnrollmentSuccess { data }\n      }\n    }": types.MfaConfirmMfaEnrollmentDocument,
    "mutation MfaLogIn($input: LogInInput!) {\n      logIn(input: $input) {\n        __typename ...DomainErrorFields\n        ... on MutationLogInSuccess { data { entityId } }\n        ... on LogInMfaRequired { ticket expiresAt loginMethod message }\n      }\n    }": types.MfaLogInDocument,
    "mutation MfaVerifyLoginCode($input: VerifyLoginCodeInput!) {\n      verifyLoginCode(input: $input) {\n        __typename ...DomainErrorFields\n        ... on MutationVerifyLoginCodeSuccess { data { entityId } }\n      }\n    }": types.MfaVerifyLoginCodeDocument,
    "query MfaViewer { viewer { isAuth id mfaEnabled } }": types.MfaViewerDocument,
    "mutation MfaDisableMfa($input: DisableMfaInput!) {\n      disableMfa(input: $input) { __typename ...DomainErrorFields ... on MutationDisableMfaSuccess { data } }\n    }": types.MfaDisableMfaDocument,
    "mutation MfaLogOut { logOut }": types.MfaLogOutDocument,
    "query MfaSessions { sessions { current loginMethod loginMethodLabel } }": types.MfaSessionsDocument,
    "mutation MfaRegenerateRecoveryCodes($input: RegenerateRecoveryCodesInput!) {\n            regenerateRecoveryCodes(input: $input) {\n              __typename ...DomainErrorFields ... on MutationRegenerateRecoveryCodesSuccess { data }\n            }\n          }": types.MfaRegenerateRecoveryCodesDocument,
    "mutation MfaRequestPasswordReset($email: String!) { requestPasswordReset(email: $email) { __typename } }": types.MfaRequestPasswordResetDocument,
    "mutation MfaResetPassword($input: ResetPasswordInput!) {\n        resetPassword(input: $input) {\n          __typename ...DomainErrorFields\n          ... on LogInMfaRequired { ticket }\n        }\n      }": types.MfaResetPasswordDocument,
    "\n  mutation MovesMove($input: MovePinsInput!) {\n    movePins(input: $input) {\n      __typename ...DomainErrorFields\n      ... on DomainError { apiErrorCode }\n      ... on MutationMovePinsSuccess { data { fromBoard { pinCount } toBoard { pinCount } } }\n    }\n  }": types.MovesMoveDocument,
    "mutation MovesDeleteSection($id: String!) { deleteSection(sectionId: $id) { __typename } }": types.MovesDeleteSectionDocument,
    "mutation MovesRenameSection($id: String!) { renameSection(sectionId: $id, name: \"  Alpha \") { __typename } }": types.MovesRenameSectionDocument,
    "mutation MovesReorderSections($b: String!, $ids: [String!]!) { reorderSections(boardId: $b, sectionIds: $ids) { __typename } }": types.MovesReorderSectionsDocument,
    "query MovesBoard($id: String!) { board(id: $id) { sections { edges { node { title } } } } }": types.MovesBoardDocument,
    "mutation MovesDeletePin($id: String!) { deletePin(pinId: $id) { __typename } }": types.MovesDeletePinDocument,
    "\n  mutation OAuthAppsRegister($input: RegisterOAuthAppInput!) {\n    registerOAuthApp(input: $input) {\n      __typename\n      ... on MutationRegisterOAuthAppSuccess { data { app { clientId } clientSecret } }\n      ... on DomainError { message field }\n    }\n  }": types.OAuthAppsRegisterDocument,
    "\n  mutation OAuthAppsAnswer($request: OAuthAuthorizationInput!, $allow: Boolean!) {\n    answerOAuthAuthorization(request: $request, allow: $allow) {\n      __typename\n      ... on MutationAnswerOAuthAuthorizationSuccess { data }\n      ... on DomainError { message }\n    }\n  }": types.OAuthAppsAnswerDocument,
    "query OAuthAppsConnected { connectedApps { name scopes { scope } } }": types.OAuthAppsConnectedDocument,
    "\n  query OAuthAppsAuthorization($request: OAuthAuthorizationInput!) {\n    oauthAuthorization(request: $request) { kind message redirectUrl appName scopes { scope description } }\n  }": types.OAuthAppsAuthorizationDocument,
    "\n  mutation OAuthAppsRevokeConnected($id: String!) { revokeConnectedApp(clientId: $id) { __typename } }": types.OAuthAppsRevokeConnectedDocument,
    "query OAuthAppsList { oauthApps { clientId name redirectUris confidential } }": types.OAuthAppsListDocument,
    "\n  mutation OAuthAppsDelete($id: String!) { deleteOAuthApp(clientId: $id) { __typename } }": types.OAuthAppsDeleteDocument,
    "query OffsitePin($id: String!) { pin(id: $id) { offsiteUrl } }": types.OffsitePinDocument,
    "query OffsiteLinkCheck { linkCheck(url: \"https://shop.iffy.example/\") { ... on QueryLinkCheckSuccess { data { redirectStatus followable } } } }": types.OffsiteLinkCheckDocument,
    "query OffsiteLinkCheck2($pin: String!) { linkCheck(url: \"\", pinId: $pin) { __typename ... on DomainError { code } } }": types.OffsiteLinkCheck2Document,
    "query OffsiteLinkCheck3 { linkCheck(url: \"https://downloads.malware.example/\") { ... on QueryLinkCheckSuccess { data { redirectStatus } } } }": types.OffsiteLinkCheck3Document,
    "query PaginationBoardPinsPage($id: String!, $first: Int, $after: String) { board(id: $id) { pins(first: $first, after: $after) { edges { cursor node { entityId } } pageInfo { hasNextPage endCursor } } } }": types.PaginationBoardPinsPageDocument,
    "query PaginationBoard($id: String!, $before: String) { board(id: $id) { pins(last: 4, before: $before) { edges { node { entityId } } pageInfo { hasPreviousPage } } } }": types.PaginationBoardDocument,
    "query PaginationHomeFeedPage($first: Int, $after: String) { homeFeed(first: $first, after: $after) { edges { cursor node { entityId } } pageInfo { hasNextPage endCursor } } }": types.PaginationHomeFeedPageDocument,
    "query PaginationUserPinsPage($u: String!, $first: Int, $after: String) { user(username: $u) { pins(first: $first, after: $after) { edges { cursor node { entityId } } pageInfo { hasNextPage endCursor } } } }": types.PaginationUserPinsPageDocument,
    "query PaginationSectionPinsPage($id: ID!, $first: Int, $after: String) { node(id: $id) { ... on BoardSection { pins(first: $first, after: $after) { edges { cursor node { entityId } } pageInfo { hasNextPage endCursor } } } } }": types.PaginationSectionPinsPageDocument,
    "query PaginationBoardSectionsPage($id: String!, $first: Int, $after: String) { board(id: $id) { sections(first: $first, after: $after) { edges { cursor node { entityId } } pageInfo { hasNextPage endCursor } } } }": types.PaginationBoardSectionsPageDocument,
    "query PaginationUserBoardsPage($u: String!, $first: Int, $after: String) { user(username: $u) { boards(first: $first, after: $after) { edges { cursor node { entityId } } pageInfo { hasNextPage endCursor } } } }": types.PaginationUserBoardsPageDocument,
    "query PaginationHomeFeed { homeFeed(first: 1000) { edges { cursor node { entityId } } pageInfo { hasNextPage endCursor } } }": types.PaginationHomeFeedDocument,
    "query PaginationUser($u: String!) { user(username: $u) { boards(first: 1) { edges { cursor node { entityId } } pageInfo { hasNextPage endCursor } } } }": types.PaginationUserDocument,
    "query PaginationUser2($u: String!, $after: String) { user(username: $u) { boards(first: 1, after: $after) { edges { cursor } } } }": types.PaginationUser2Document,
    "mutation PaidCreatePin($input: CreatePinInput!) {\n  createPin(input: $input) {\n    __typename ...DomainErrorFields\n    ... on MutationCreatePinSuccess { data { entityId paidLink paidPartnership { status brandName label } } }\n  }\n}": types.PaidCreatePinDocument,
    "mutation PaidUpdatePin($input: UpdatePinInput!) {\n  updatePin(input: $input) {\n    __typename ...DomainErrorFields\n    ... on MutationUpdatePinSuccess {\n      data { title paidLink canSetPaidLabels paidPartnership { status brandName brand { username } } }\n    }\n  }\n}": types.PaidUpdatePinDocument,
    "query PaidPin($id: String!) {\n  pin(id: $id) {\n    title link paidLink paidLabel canSetPaidLabels\n    paidPartnership { status brandName label brand { username } }\n  }\n}": types.PaidPinDocument,
    "query PaidBoardCards($id: String!) {\n  board(id: $id) {\n    pins(first: 20) { edges { node { entityId paidLink paidLabel paidPartnership { status brandName label } } } }\n  }\n}": types.PaidBoardCardsDocument,
    "query PaidRequests {\n  paidPartnershipRequests(first: 20) {\n    edges { node { id status creator { username } pin { entityId title } } }\n  }\n}": types.PaidRequestsDocument,
    "mutation PaidAnswer($requestId: String!, $answer: PaidPartnershipAnswer!) {\n  answerPaidPartnership(requestId: $requestId, answer: $answer) {\n    __typename ...DomainErrorFields\n    ... on MutationAnswerPaidPartnershipSuccess { data { id status } }\n  }\n}": types.PaidAnswerDocument,
    "query PaidBrandSearch($query: String!) {\n  brandSearch(query: $query) { entityId username }\n}": types.PaidBrandSearchDocument,
    "mutation PaidSave($input: SavePinInput!) {\n  savePin(input: $input) { __typename ...DomainErrorFields ... on MutationSavePinSuccess { data { entityId } } }\n}": types.PaidSaveDocument,
    "mutation PaidBlock($userId: String!) {\n  blockUser(userId: $userId) { __typename ...DomainErrorFields }\n}": types.PaidBlockDocument,
    "mutation PaidConvert($input: ConvertToBusinessInput!) {\n            convertToBusiness(input: $input) { __typename }\n          }": types.PaidConvertDocument,
    "mutation PaidCreateLinked($input: CreateLinkedBusinessInput!) {\n        createLinkedBusiness(input: $input) {\n          __typename ...DomainErrorFields ... on MutationCreateLinkedBusinessSuccess { data { id } }\n        }\n      }": types.PaidCreateLinkedDocument,
    "mutation PasswordResetMailReset($input: ResetPasswordInput!) {\n  resetPassword(input: $input) { __typename ...DomainErrorFields }\n}": types.PasswordResetMailResetDocument,
    "query PasswordResetMailEmailSettings { emailSettings { email verified } }": types.PasswordResetMailEmailSettingsDocument,
    "mutation PasswordResetMailChangeEmail($input: ChangeEmailInput!) { changeEmail(input: $input) { __typename ...DomainErrorFields } }": types.PasswordResetMailChangeEmailDocument,
    "mutation PasswordResetMailLogIn($input: LogInInput!) { logIn(input: $input) { __typename ...DomainErrorFields } }": types.PasswordResetMailLogInDocument,
    "mutation PasswordResetMailConvertToBusiness($input: ConvertToBusinessInput!) { convertToBusiness(input: $input) { __typename } }": types.PasswordResetMailConvertToBusinessDocument,
    "mutation PasswordResetMailCreateLinkedBusiness($input: CreateLinkedBusinessInput!) {\n        createLinkedBusiness(input: $input) { __typename ...DomainErrorFields }\n      }": types.PasswordResetMailCreateLinkedBusinessDocument,
    "mutation PasswordResetMailLogIn2($input: LogInInput!) { logIn(input: $input) { __typename } }": types.PasswordResetMailLogIn2Document,
    "mutation PasswordResetsRequestPasswordReset($email: String!) {\n        requestPasswordReset(email: $email) {\n          __typename\n          ... on MutationRequestPasswordResetSuccess { data }\n        }\n      }": types.PasswordResetsRequestPasswordResetDocument,
    "mutation PasswordResetsResetPassword($input: ResetPasswordInput!) {\n        resetPassword(input: $input) {\n          __typename ...DomainErrorFields\n          ... on MutationResetPasswordSuccess { data { entityId } }\n        }\n      }": types.PasswordResetsResetPasswordDocument,
    "mutation PasswordResetsLogIn($input: LogInInput!) { logIn(input: $input) { __typename } }": types.PasswordResetsLogInDocument,
    "query PasswordResetsViewer { viewer { isAuth } }": types.PasswordResetsViewerDocument,
    "query PasswordResetsPasswordResetLinkUsable($t: String!) { passwordResetLinkUsable(token: $t) }": types.PasswordResetsPasswordResetLinkUsableDocument,
    "mutation PasswordResetsChangePassword($input: ChangePasswordInput!) {\n          changePassword(input: $input) { __typename ...DomainErrorFields }\n        }": types.PasswordResetsChangePasswordDocument,
    "query PinCreationSwitchesRead { pinCreationSwitches { all web idea video } }": types.PinCreationSwitchesReadDocument,
    "mutation PinCreationSwitchesCreate($input: CreatePinInput!) {\n  createPin(input: $input) { __typename ...DomainErrorFields ... on MutationCreatePinSuccess { data { entityId } } }\n}": types.PinCreationSwitchesCreateDocument,
    "mutation PinCreationSwitchesCarousel($input: CreateCarouselPinInput!) {\n  createCarouselPin(input: $input) { __typename ...DomainErrorFields }\n}": types.PinCreationSwitchesCarouselDocument,
    "mutation PinCreationSwitchesSave($input: SavePinInput!) {\n  savePin(input: $input) { __typename ...DomainErrorFields }\n}": types.PinCreationSwitchesSaveDocument,
    "\n  mutation PinEditsUpdatePin($input: UpdatePinInput!) {\n    updatePin(input: $input) {\n      __typename\n      ... on MutationUpdatePinSuccess { data { entityId title description link altText canEdit } }\n      ... on DomainError { code message field }\n    }\n  }": types.PinEditsUpdatePinDocument,
    "query PinEditsPin($id: String!) { pin(id: $id) { canEdit } }": types.PinEditsPinDocument,
    "query PrivacyBoard($id: String!) { board(id: $id) { name privacy } }": types.PrivacyBoardDocument,
    "query PrivacyBoard2($u: String!, $s: String!) { board(username: $u, slug: $s) { entityId } }": types.PrivacyBoard2Document,
    "query PrivacyBoardSection($b: ID!, $s: ID!, $p: ID!) { board: node(id: $b) { id } section: node(id: $s) { id } pin: node(id: $p) { id } }": types.PrivacyBoardSectionDocument,
    "query PrivacyNodes($ids: [ID!]!) { nodes(ids: $ids) { id } }": types.PrivacyNodesDocument,
    "query PrivacyUser($u: String!) { user(username: $u) { boards(first: 50) { edges { node { name } } } } }": types.PrivacyUserDocument,
    "query PrivacyBoardSections($id: String!) { board(id: $id) { sections { edges { node { title } } } } }": types.PrivacyBoardSectionsDocument,
    "query PrivacyBoardSection2($b: String!, $s: String!) { boardSection(boardId: $b, slug: $s) { title } }": types.PrivacyBoardSection2Document,
    "query PrivacyBoardPins($id: String!) { board(id: $id) { pins(first: 50) { edges { node { entityId } } } } }": types.PrivacyBoardPinsDocument,
    "query PrivacyNode($id: ID!) { node(id: $id) { ... on BoardSection { pins { edges { node { entityId } } } } } }": types.PrivacyNodeDocument,
    "query PrivacyAB($a: String!, $b: String!, $c: String!) { a: pin(id: $a) { title } b: pin(id: $b) { title } c: pin(id: $c) { title } }": types.PrivacyAbDocument,
    "query PrivacyHomeFeed { homeFeed(first: 100) { edges { node { entityId } } } }": types.PrivacyHomeFeedDocument,
    "query PrivacyUser2($u: String!) { user(username: $u) { pins(first: 100) { edges { node { entityId } } } } }": types.PrivacyUser2Document,
    "mutation PrivacyFollowUser($id: String!) { followUser(userId: $id) { __typename } }": types.PrivacyFollowUserDocument,
    "query PrivacyFollowingFeed { followingFeed(first: 100) { edges { node { entityId } } } }": types.PrivacyFollowingFeedDocument,
    "query Privacy($id: String!) { pin(id: $id) { pinnedToBoard { name privacy } section { title } } }": types.PrivacyDocument,
    "query PrivacyPin($id: String!) { pin(id: $id) { title repinnedFrom { entityId pinnedToBoard { name } } } }": types.PrivacyPinDocument,
    "query PrivacyPin2($id: String!) { pin(id: $id) { boardTitleSuggestions } }": types.PrivacyPin2Document,
    "query PrivacyBoardPin($b: String!, $p: String!) { board(id: $b) { privacy } pin(id: $p) { title } }": types.PrivacyBoardPinDocument,
    "query PrivacyViewer { viewer { user { boards(first: 50) { edges { node { name } } } } } }": types.PrivacyViewerDocument,
    "mutation PrivacySavePin($input: SavePinInput!) { savePin(input: $input) { __typename ...DomainErrorFields } }": types.PrivacySavePinDocument,
    "mutation PrivacyFollowBoard($id: String!) { followBoard(boardId: $id) { __typename ...DomainErrorFields } }": types.PrivacyFollowBoardDocument,
    "query PrivacyAB2($a: ID!, $b: ID!) { a: node(id: $a) { id } b: node(id: $b) { id } }": types.PrivacyAb2Document,
    "query PrivacyMatrixProductTags($id: String!) {\n        pin(id: $id) {\n          productTags {\n            position x y productPinId\n            pin { entityId title description link imageSpec_236x { url } pinnedToBoard { name } }\n            product { price currency }\n          }\n        }\n      }": types.PrivacyMatrixProductTagsDocument,
    "query PrivacyMatrixBoard($id: String!) { board(id: $id) { name pinCount sections { edges { node { title } } } } }": types.PrivacyMatrixBoardDocument,
    "query PrivacyMatrixCounts($u: String!) { user(username: $u) { pinCount boardCount } }": types.PrivacyMatrixCountsDocument,
    "mutation CatalogCreateSource($input: CatalogDataSourceInput!) {\n  createCatalogDataSource(input: $input) {\n    __typename ...DomainErrorFields\n    ... on MutationCreateCatalogDataSourceSuccess { data { entityId name kind } }\n  }\n}": types.CatalogCreateSourceDocument,
    "mutation CatalogUpload($dataSourceId: String!, $fileName: String!, $csv: String!) {\n  uploadCatalogFile(dataSourceId: $dataSourceId, fileName: $fileName, csv: $csv) {\n    __typename ...DomainErrorFields\n    ... on MutationUploadCatalogFileSuccess { data { entityId status } }\n  }\n}": types.CatalogUploadDocument,
    "mutation CatalogFetchNow($dataSourceId: String!) {\n  fetchCatalogDataSource(dataSourceId: $dataSourceId) {\n    __typename ...DomainErrorFields\n    ... on MutationFetchCatalogDataSourceSuccess { data { entityId status } }\n  }\n}": types.CatalogFetchNowDocument,
    "query CatalogOverview($advertiserId: String!) {\n  productCatalog(advertiserId: $advertiserId) {\n    itemCount\n    dataSources {\n      entityId name itemCount\n      imports { entityId status totalRows processedRows createdCount updatedCount failedCount removedCount error\n        rowErrors { rowNumber itemId message } }\n    }\n    items(first: 50) { edges { node { itemId brand productType removed\n      pin { entityId title link pinnedToBoard { name privacy } product { price currency availability originalPrice } } } } }\n    productGroups { entityId name itemCount summary }\n  }\n}": types.CatalogOverviewDocument,
    "mutation CatalogCreateGroup($advertiserId: String!, $input: ProductGroupInput!) {\n  createProductGroup(advertiserId: $advertiserId, input: $input) {\n    __typename ...DomainErrorFields\n    ... on MutationCreateProductGroupSuccess { data { entityId name itemCount items(first: 10) { edges { node { itemId } } } } }\n  }\n}": types.CatalogCreateGroupDocument,
    "query CatalogPreview($advertiserId: String!, $filters: ProductGroupFiltersInput!) {\n  productCatalog(advertiserId: $advertiserId) { productGroupPreview(filters: $filters) { itemCount items { itemId } } }\n}": types.CatalogPreviewDocument,
    "mutation CatalogQuickPromote($input: QuickPromoteInput!) {\n  quickPromote(input: $input) {\n    __typename ...DomainErrorFields\n    ... on MutationQuickPromoteSuccess { data { entityId objectiveType } }\n  }\n}": types.CatalogQuickPromoteDocument,
    "mutation CatalogCreateCampaign($input: CreateCampaignInput!) {\n  createCampaign(input: $input) {\n    __typename ...DomainErrorFields\n    ... on MutationCreateCampaignSuccess { data { entityId objectiveType adGroups(first: 5) { edges { node {\n      ads(first: 5) { edges { node { entityId pin { entityId } productGroup { entityId name } } } } } } } } }\n  }\n}": types.CatalogCreateCampaignDocument,
    "mutation CatalogClick($pinId: String!) { recordPromotedPinClick(pinId: $pinId) }": types.CatalogClickDocument,
    "mutation CatalogPause($campaignId: String!) {\n  pauseCampaign(campaignId: $campaignId) { __typename ...DomainErrorFields }\n}": types.CatalogPauseDocument,
    "mutation CatalogSetDaily($dataSourceId: String!, $fetchDaily: Boolean!) {\n  setCatalogFetchDaily(dataSourceId: $dataSourceId, fetchDaily: $fetchDaily) {\n    __typename ...DomainErrorFields\n    ... on MutationSetCatalogFetchDailySuccess { data { entityId fetchDaily } }\n  }\n}": types.CatalogSetDailyDocument,
    "mutation CatalogUpdateGroup($productGroupId: String!, $input: ProductGroupInput!) {\n  updateProductGroup(productGroupId: $productGroupId, input: $input) {\n    __typename ...DomainErrorFields\n    ... on MutationUpdateProductGroupSuccess { data { entityId name itemCount } }\n  }\n}": types.CatalogUpdateGroupDocument,
    "mutation CatalogDeleteGroup($productGroupId: String!) {\n  deleteProductGroup(productGroupId: $productGroupId) {\n    __typename ...DomainErrorFields\n    ... on MutationDeleteProductGroupSuccess { data { entityId } }\n  }\n}": types.CatalogDeleteGroupDocument,
    "mutation CatalogConvert($input: ConvertToBusinessInput!) {\n  convertToBusiness(input: $input) { __typename }\n}": types.CatalogConvertDocument,
    "mutation CatalogCreateLinked($input: CreateLinkedBusinessInput!) {\n  createLinkedBusiness(input: $input) {\n    __typename ...DomainErrorFields\n    ... on MutationCreateLinkedBusinessSuccess { data { id } }\n  }\n}": types.CatalogCreateLinkedDocument,
    "query CatalogFeed($first: Int) {\n  homeFeed(first: $first) { edges { node { entityId isPromoted promoter } } }\n}": types.CatalogFeedDocument,
    "\n  query SearchProductPins($q: String!, $scope: PinSearchScope, $filters: SearchFiltersInput) {\n    searchPins(query: $q, scope: $scope, filters: $filters, first: 50) {\n      edges { node { title product { price currency onSale } } }\n    }\n  }": types.SearchProductPinsDocument,
    "\n  mutation ProductPinsCreatePin($input: CreatePinInput!) {\n    createPin(input: $input) {\n      __typename\n      ... on MutationCreatePinSuccess {\n        data { entityId product { price currency availability originalPrice onSale } }\n      }\n      ... on DomainError { message field }\n    }\n  }": types.ProductPinsCreatePinDocument,
    "\n  mutation ProductPinsUpdatePin($pinId: String!, $product: PinProductInput) {\n    updatePin(input: { pinId: $pinId, product: $product }) {\n      __typename\n      ... on MutationUpdatePinSuccess { data { product { price currency availability originalPrice onSale } } }\n      ... on DomainError { message field }\n    }\n  }": types.ProductPinsUpdatePinDocument,
    "\n      mutation ProductPinsSave($input: SavePinInput!) {\n        savePin(input: $input) { __typename ... on MutationSavePinSuccess { data { product { price currency } } } }\n      }": types.ProductPinsSaveDocument,
    "\n    query ProductPinsPageProduct($url: String!) {\n      pageProduct(url: $url) { price currency availability originalPrice }\n    }": types.ProductPinsPageProductDocument,
    "mutation ProductTagsCreate($input: CreatePinInput!) {\n  createPin(input: $input) {\n    __typename ...DomainErrorFields\n    ... on MutationCreatePinSuccess { data { entityId productTags { position x y pin { entityId } } } }\n  }\n}": types.ProductTagsCreateDocument,
    "mutation ProductTagsUpdate($input: UpdatePinInput!) {\n  updatePin(input: $input) {\n    __typename ...DomainErrorFields\n    ... on MutationUpdatePinSuccess { data { entityId title canTagProducts productTags { pin { entityId } } } }\n  }\n}": types.ProductTagsUpdateDocument,
    "query ProductTagsPin($id: String!) {\n  pin(id: $id) {\n    canTagProducts\n    productTags {\n      position x y\n      pin { entityId title link offsiteUrl imageSpec_236x { url } }\n      product { price currency availability originalPrice onSale }\n    }\n  }\n}": types.ProductTagsPinDocument,
    "query ProductTagsBoard($id: String!, $first: Int!) {\n  board(id: $id) {\n    pins(first: $first) {\n      edges { node { entityId productTags { pin { entityId title imageSpec_236x { url } } product { price } } } }\n    }\n  }\n}": types.ProductTagsBoardDocument,
    "query ProductTagsCatalog($search: String) {\n  taggableProducts(search: $search) { entityId title product { price } }\n}": types.ProductTagsCatalogDocument,
    "mutation ProductTagsLinked($input: CreateLinkedBusinessInput!) {\n      createLinkedBusiness(input: $input) {\n        __typename ...DomainErrorFields ... on MutationCreateLinkedBusinessSuccess { data { id user { username } } }\n      }\n    }": types.ProductTagsLinkedDocument,
    "mutation ProductTagsConvert($input: ConvertToBusinessInput!) {\n        convertToBusiness(input: $input) { __typename ...DomainErrorFields }\n      }": types.ProductTagsConvertDocument,
    "mutation PromoteConvert($input: ConvertToBusinessInput!) {\n  convertToBusiness(input: $input) { __typename }\n}": types.PromoteConvertDocument,
    "\n  mutation PromoteBusiness($input: AdvertiserBusinessInfoInput!) {\n    saveAdvertiserBusinessInfo(input: $input) {\n      __typename ...DomainErrorFields\n      ... on MutationSaveAdvertiserBusinessInfoSuccess { data { entityId name country currency quickPromoteDefaults { budget durationDays minimumBudget } } }\n    }\n  }": types.PromoteBusinessDocument,
    "\n  mutation PromoteBilling($input: AdvertiserBillingInput!) {\n    saveAdvertiserBilling(input: $input) {\n      __typename ...DomainErrorFields\n      ... on MutationSaveAdvertiserBillingSuccess { data { entityId billing { contactName email paymentMethod } } }\n    }\n  }": types.PromoteBillingDocument,
    "fragment PromoteCampaignFields on Campaign { entityId name status dailyBudget dailyBudgetInMicroCurrency currency durationDays isOngoing\n  inclusiveEndDate autoTargeting targeting { ages genders interests country } startsAt endsAt impressions clicks\n  pin { entityId } }": types.PromoteCampaignFieldsFragmentDoc,
    "\n  mutation PromoteQuickPromote($input: QuickPromoteInput!) {\n    quickPromote(input: $input) {\n      __typename ...DomainErrorFields\n      ... on MutationQuickPromoteSuccess { data { ...PromoteCampaignFields } }\n    }\n  }": types.PromoteQuickPromoteDocument,
    "query PromoteEligible { viewer { quickPromoteEligible quickPromoteIneligibleReason } }": types.PromoteEligibleDocument,
    "query PromotePromotable($id: String!) { pin(id: $id) { promotable } }": types.PromotePromotableDocument,
    "mutation PromotePauseCampaign($id: String!) { pauseCampaign(campaignId: $id) { __typename ...DomainErrorFields } }": types.PromotePauseCampaignDocument,
    "query PromoteNode($id: ID!) { node(id: $id) { id } }": types.PromoteNodeDocument,
    "mutation PromotePauseCampaignStatus($id: String!) { pauseCampaign(campaignId: $id) { __typename ...DomainErrorFields ... on MutationPauseCampaignSuccess { data { status } } } }": types.PromotePauseCampaignStatusDocument,
    "mutation PromoteResumeCampaignStatus($id: String!) { resumeCampaign(campaignId: $id) { __typename ...DomainErrorFields ... on MutationResumeCampaignSuccess { data { status } } } }": types.PromoteResumeCampaignStatusDocument,
    "query PromoteList($after: String) { viewer { advertiser { entityId campaigns(first: 2, after: $after) {\n      edges { node { entityId } } pageInfo { hasNextPage endCursor } } } } }": types.PromoteListDocument,
    "query PromoteFeed($first: Int, $after: String) { homeFeed(first: $first, after: $after) {\n    edges { cursor node { entityId isPromoted promoter } }\n    pageInfo { hasNextPage endCursor } } }": types.PromoteFeedDocument,
    "mutation PromoteBlockUser($id: String!) { blockUser(userId: $id, source: \"profile\") { __typename } }": types.PromoteBlockUserDocument,
    "mutation PromoteClick($id: String!) { recordPromotedPinClick(pinId: $id) }": types.PromoteClickDocument,
    "query PromotePin($id: String!) { pin(id: $id) { offsiteUrl } }": types.PromotePinDocument,
    "query PromoteViewer { viewer { advertiser { campaigns(first: 1) { edges { node { entityId clicks } } } } } }": types.PromoteViewerDocument,
    "mutation PromoteCreateLinked($input: CreateLinkedBusinessInput!) {\n    createLinkedBusiness(input: $input) {\n      __typename ...DomainErrorFields\n      ... on MutationCreateLinkedBusinessSuccess { data { id } }\n    }\n  }": types.PromoteCreateLinkedDocument,
    "query PromoteSeller { viewer {\n    username fullName imageMediumUrl isPartner merchantId scheduledPinCount eligibleForStlTool\n    advertiser { entityId merchantId }\n    businessAccessProfiles { id merchantId scheduledPinCount eligibleForStlTool user { username } }\n  } }": types.PromoteSellerDocument,
    "query PromoteAnswer($id: String!) {\n    viewer { advertiser { campaign(entityId: $id) { quickPromoteAnswer quickPromoteAnswerNote } } }\n  }": types.PromoteAnswerDocument,
    "\n  mutation SavePin($input: SavePinInput!) {\n    savePin(input: $input) {\n      __typename\n      ...DomainErrorFields\n      ... on MutationSavePinSuccess {\n        data {\n          entityId\n          title\n          image { signature }\n          repinnedFrom { entityId }\n          section { entityId pinCount }\n          pinnedToBoard { entityId pinCount imageCoverUrl }\n        }\n      }\n    }\n  }": types.SavePinDocument,
    "\n  mutation SavesCreatePin($input: CreatePinInput!) {\n    createPin(input: $input) {\n      __typename\n      ...DomainErrorFields\n      ... on MutationCreatePinSuccess { data { entityId title link pinnedToBoard { pinCount } } }\n    }\n  }": types.SavesCreatePinDocument,
    "query SavesPicker { boardPicker { allBoards { entityId name } boardsShortlist { entityId name } } }": types.SavesPickerDocument,
    "mutation SavesArchiveBoard($id: String!) { archiveBoard(boardId: $id) { __typename } }": types.SavesArchiveBoardDocument,
    "query SavesAlreadySavedTo($id: String!) { pin(id: $id) { alreadySavedTo { name } } }": types.SavesAlreadySavedToDocument,
    "mutation SavesUpdateUserSettings($input: UpdateUserSettingsInput!) { updateUserSettings(input: $input) { __typename } }": types.SavesUpdateUserSettingsDocument,
    "query SavesTwoPins($a: String!, $b: String!) {\n      a: pin(id: $a) { linkDomainOfficialUser { username } }\n      b: pin(id: $b) { linkDomainOfficialUser { username } }\n    }": types.SavesTwoPinsDocument,
    "mutation ScheduledPinsSchedule($input: SchedulePinInput!) {\n  schedulePin(input: $input) {\n    __typename ...DomainErrorFields\n    ... on MutationSchedulePinSuccess { data { id publishAt title board { entityId } section { title } imageSpec_236x { url } } }\n  }\n}": types.ScheduledPinsScheduleDocument,
    "query ScheduledPinsList { scheduledPins { id title publishAt } viewer { scheduledPinCount } }": types.ScheduledPinsListDocument,
    "mutation ScheduledPinsCancel($id: String!) {\n  cancelScheduledPin(id: $id) { __typename ...DomainErrorFields ... on MutationCancelScheduledPinSuccess { data } }\n}": types.ScheduledPinsCancelDocument,
    "query ScheduledPinsBoard($id: String!) {\n  board(id: $id) { pinCount pins(first: 10) { edges { node { title description } } } }\n}": types.ScheduledPinsBoardDocument,
    "\n  query SearchSearchPins($q: String!, $first: Int, $after: String) {\n    searchPins(query: $q, first: $first, after: $after) {\n      edges { cursor node { entityId title } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }": types.SearchSearchPinsDocument,
    "query SearchSearchBoards($q: String!) { searchBoards(query: $q) { edges { node { name } } } }": types.SearchSearchBoardsDocument,
    "query SearchSearchUsers($q: String!) { searchUsers(query: $q) { edges { node { fullName } } } }": types.SearchSearchUsersDocument,
    "\n  query SearchTypeahead($term: String!, $scope: SearchScope, $count: Int) {\n    typeahead(term: $term, scope: $scope, count: $count) { items { kind query user { fullName } } hint }\n  }": types.SearchTypeaheadDocument,
    "\n  query SearchFiltersPins($q: String!, $scope: PinSearchScope, $filters: SearchFiltersInput) {\n    searchPins(query: $q, scope: $scope, filters: $filters, first: 50) { edges { node { title } } }\n  }": types.SearchFiltersPinsDocument,
    "query SearchFiltersOwnBoards($q: String!) {\n        searchBoards(query: $q, scope: my_content) { edges { node { name } } }\n      }": types.SearchFiltersOwnBoardsDocument,
    "\n  query SpellingSearchPins($q: String!, $scope: PinSearchScope, $autoCorrectionDisabled: Boolean) {\n    searchPins(query: $q, scope: $scope, autoCorrectionDisabled: $autoCorrectionDisabled, first: 50) {\n      correctedQuery\n      edges { node { title } }\n    }\n  }": types.SpellingSearchPinsDocument,
    "query SessionsList {\n  sessions { id createdAt device loginMethod loginMethodLabel current } }": types.SessionsListDocument,
    "mutation SessionsEnd($id: String!) {\n  endSession(id: $id) { __typename ...DomainErrorFields ... on MutationEndSessionSuccess { data } } }": types.SessionsEndDocument,
    "mutation SessionsEndOthers {\n  endOtherSessions { __typename ...DomainErrorFields ... on MutationEndOtherSessionsSuccess { data } } }": types.SessionsEndOthersDocument,
    "mutation SessionsLogIn($input: LogInInput!) {\n  logIn(input: $input) { __typename ...DomainErrorFields } }": types.SessionsLogInDocument,
    "query SessionsWho { viewer { isAuth } }": types.SessionsWhoDocument,
    "\n  mutation SocialFollowUser($id: String!) {\n    followUser(userId: $id) { __typename ...DomainErrorFields ... on MutationFollowUserSuccess { data { followerCount followedByMe } } }\n  }": types.SocialFollowUserDocument,
    "\n  mutation SocialUnfollowUser($id: String!) {\n    unfollowUser(userId: $id) { __typename ...DomainErrorFields ... on MutationUnfollowUserSuccess { data { followerCount followedByMe } } }\n  }": types.SocialUnfollowUserDocument,
    "\n  mutation SocialFollowBoard($id: String!) {\n    followBoard(boardId: $id) { __typename ...DomainErrorFields ... on MutationFollowBoardSuccess { data { followerCount followedByMe } } }\n  }": types.SocialFollowBoardDocument,
    "\n  mutation SocialBlock($id: String!) {\n    blockUser(userId: $id, source: \"profile\") { __typename ...DomainErrorFields ... on MutationBlockUserSuccess { data { blockedByMe } } }\n  }": types.SocialBlockDocument,
    "query SocialFollowingFeed { followingFeed(first: 10) { edges { node { entityId } } } }": types.SocialFollowingFeedDocument,
    "query SocialHomeFeed { homeFeed(first: 100) { edges { node { entityId } } } }": types.SocialHomeFeedDocument,
    "query SocialLoginViewer {\n    viewer {\n      isAuth username hasPassword isSingleLogin\n      socialNetwork { facebook google line sso }\n      socialLogins { provider email }\n    }\n  }": types.SocialLoginViewerDocument,
    "mutation SocialLoginCompleteSocialSignup($input: CompleteSocialSignupInput!) {\n      completeSocialSignup(input: $input) {\n        __typename ...DomainErrorFields\n        ... on MutationCompleteSocialSignupSuccess { data { username email } }\n      }\n    }": types.SocialLoginCompleteSocialSignupDocument,
    "query SocialLoginPendingSocialSignup { pendingSocialSignup { provider email emailVerified fullName } }": types.SocialLoginPendingSocialSignupDocument,
    "mutation SocialLoginVerifyEmail($token: String!) { verifyEmail(token: $token) { __typename } }": types.SocialLoginVerifyEmailDocument,
    "query SocialLoginEmailSettings { emailSettings { verified } }": types.SocialLoginEmailSettingsDocument,
    "query SocialLoginSessions { sessions { current loginMethod loginMethodLabel } }": types.SocialLoginSessionsDocument,
    "query SocialLoginSocialLoginProviders { socialLoginProviders { provider label loginMethod } }": types.SocialLoginSocialLoginProvidersDocument,
    "mutation SocialLoginStartMfaEnrollment { startMfaEnrollment { __typename ... on MutationStartMfaEnrollmentSuccess { data { secret } } } }": types.SocialLoginStartMfaEnrollmentDocument,
    "mutation SocialLoginConfirmMfaEnrollment($input: ConfirmMfaEnrollmentInput!) {\n          confirmMfaEnrollment(input: $input) { __typename ...DomainErrorFields }\n        }": types.SocialLoginConfirmMfaEnrollmentDocument,
    "mutation SocialLoginVerifyLoginCode($input: VerifyLoginCodeInput!) { verifyLoginCode(input: $input) { __typename } }": types.SocialLoginVerifyLoginCodeDocument,
    "mutation SocialLoginDisconnectSocialLogin($provider: SocialLoginProvider!) {\n      disconnectSocialLogin(provider: $provider) {\n        __typename ...DomainErrorFields\n        ... on MutationDisconnectSocialLoginSuccess { data { hasPassword isSingleLogin } }\n      }\n    }": types.SocialLoginDisconnectSocialLoginDocument,
    "mutation SocialLoginRequestPasswordReset($email: String!) { requestPasswordReset(email: $email) { __typename } }": types.SocialLoginRequestPasswordResetDocument,
    "mutation SocialLoginResetPassword($input: ResetPasswordInput!) { resetPassword(input: $input) { __typename } }": types.SocialLoginResetPasswordDocument,
    "query SocialLoginV3Sessions { sessions { current loginMethod } }": types.SocialLoginV3SessionsDocument,
    "query SocialLoginOneTapSessions { sessions { current loginMethod } }": types.SocialLoginOneTapSessionsDocument,
    "query SocialLoginOneTapWelcome { viewer { isAuth welcomePending } }": types.SocialLoginOneTapWelcomeDocument,
    "query SocialLoginOneTapProviders { socialLoginProviders { provider oneTapClientId } }": types.SocialLoginOneTapProvidersDocument,
    "mutation TextInputUpdatePinDescription($input: UpdatePinInput!) {\n      updatePin(input: $input) { __typename ...DomainErrorFields ... on MutationUpdatePinSuccess { data { description } } }\n    }": types.TextInputUpdatePinDescriptionDocument,
    "mutation TextInputUpdatePin($input: UpdatePinInput!) { updatePin(input: $input) { __typename ...DomainErrorFields } }": types.TextInputUpdatePinDocument,
    "mutation TextInputSettings($input: UpdateUserSettingsInput!) { updateUserSettings(input: $input) { __typename ...DomainErrorFields } }": types.TextInputSettingsDocument,
    "query TextInputBoard($slug: String!, $username: String!) { board(username: $username, slug: $slug) { id } }": types.TextInputBoardDocument,
    "query TextInputNode($id: ID!) { node(id: $id) { id } }": types.TextInputNodeDocument,
    "query TextInputNodes($ids: [ID!]!) { nodes(ids: $ids) { id } }": types.TextInputNodesDocument,
    "query TextInputUploadStatus($ids: [String!]!) { uploadStatus(ids: $ids) { status } }": types.TextInputUploadStatusDocument,
    "mutation TextInputResult($input: CreatePinInput!) { result: createPin(input: $input) { __typename ...DomainErrorFields } }": types.TextInputResultDocument,
    "mutation TextInputResult2($b: String!) { result: removeCollaborator(boardId: $b, userId: \"\") { __typename } }": types.TextInputResult2Document,
    "query TwoProcessesViewer { viewer { isAuth user { username } } }": types.TwoProcessesViewerDocument,
    "query TwoProcessesBoard($id: String) { board(id: $id) { name } }": types.TwoProcessesBoardDocument,
    "mutation TwoProcessesRename($input: UpdateBoardInput!) { updateBoard(input: $input) { __typename } }": types.TwoProcessesRenameDocument,
    "\n  query TypeaheadRefreshSuggestions($term: String!) { typeahead(term: $term) { items { kind query } } }": types.TypeaheadRefreshSuggestionsDocument,
    "\n  query VideoPlaybackAutoplay { viewer { autoplayVideos } userSettings { autoplayVideos } }\n": types.VideoPlaybackAutoplayDocument,
    "\n  mutation VideoPlaybackSetAutoplay($on: Boolean!) {\n    updateUserSettings(input: { autoplayVideos: $on }) {\n      __typename ...DomainErrorFields\n      ... on MutationUpdateUserSettingsSuccess { data { autoplayVideos listedWebsiteUrl } }\n    }\n  }\n": types.VideoPlaybackSetAutoplayDocument,
    "mutation VideoPlaybackWebsite { updateUserSettings(input: { listedWebsiteUrl: \"https://pots.example/\" }) { __typename } }": types.VideoPlaybackWebsiteDocument,
    "query VideoPlaybackVisitor { viewer { autoplayVideos } }": types.VideoPlaybackVisitorDocument,
    "\n  mutation VideoPlaybackBusiness($input: AdvertiserBusinessInfoInput!) {\n    saveAdvertiserBusinessInfo(input: $input) {\n      __typename ...DomainErrorFields\n      ... on MutationSaveAdvertiserBusinessInfoSuccess { data { entityId } }\n    }\n  }": types.VideoPlaybackBusinessDocument,
    "\n  mutation VideoPlaybackBilling($input: AdvertiserBillingInput!) {\n    saveAdvertiserBilling(input: $input) { __typename ...DomainErrorFields }\n  }": types.VideoPlaybackBillingDocument,
    "\n  mutation VideoPlaybackWatch($pinId: String!, $ms: Int!) { recordPromotedVideoWatch(pinId: $pinId, watchedMs: $ms) }\n": types.VideoPlaybackWatchDocument,
    "\n  query VideoPlaybackCampaigns {\n    viewer { advertiser { campaigns(first: 10) { edges { node { entityId videoWatchSeconds } } } } }\n  }": types.VideoPlaybackCampaignsDocument,
    "\n  mutation VisualTrackEvent($input: TrackEventInput!) {\n    trackEvent(input: $input) { __typename ... on DomainError { code message field } ... on MutationTrackEventSuccess { data } }\n  }": types.VisualTrackEventDocument,
    "query VisualPageSpeed { adminPageSpeed { pageKind medianMs completed timedOut } }": types.VisualPageSpeedDocument,
    "\n  mutation SupportAdvertiserBusiness($input: AdvertiserBusinessInfoInput!) {\n    saveAdvertiserBusinessInfo(input: $input) {\n      __typename ...DomainErrorFields\n      ... on MutationSaveAdvertiserBusinessInfoSuccess { data { entityId } }\n    }\n  }": types.SupportAdvertiserBusinessDocument,
    "\n  mutation SupportAdvertiserBilling($input: AdvertiserBillingInput!) {\n    saveAdvertiserBilling(input: $input) {\n      __typename ...DomainErrorFields\n      ... on MutationSaveAdvertiserBillingSuccess { data { entityId } }\n    }\n  }": types.SupportAdvertiserBillingDocument,
    "\n  mutation SupportQuickPromote($input: QuickPromoteInput!) {\n    quickPromote(input: $input) {\n      __typename ...DomainErrorFields\n      ... on MutationQuickPromoteSuccess { data { entityId } }\n    }\n  }": types.SupportQuickPromoteDocument,
    "mutation DataExportStart {\n  startDataExport { __typename ... on MutationStartDataExportSuccess { data { id status done total downloadUrl } } }\n}": types.DataExportStartDocument,
    "query DataExportList { dataExports { id status done total downloadUrl expiresAt byteSize } }": types.DataExportListDocument,
    "query DataImportList {\n  dataImports { id kind status done total createdCount skippedCount problems { item reason } }\n}": types.DataImportListDocument,
    "\n  fragment DomainErrorFields on DomainError { code message messageDetail field }\n": types.DomainErrorFieldsFragmentDoc,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      __typename\n      ...DomainErrorFields\n      ... on MutationSignUpSuccess { data { id entityId username email fullName } }\n    }\n  }": types.SignUpDocument,
    "\n  mutation CreateBoard($input: CreateBoardInput!) {\n    createBoard(input: $input) {\n      __typename\n      ...DomainErrorFields\n      ... on MutationCreateBoardSuccess { data { id entityId name slug privacy } }\n    }\n  }": types.CreateBoardDocument,
    "\n  mutation CreateSection($input: CreateSectionInput!) {\n    createSection(input: $input) {\n      __typename\n      ...DomainErrorFields\n      ... on MutationCreateSectionSuccess { data { id entityId title slug } }\n    }\n  }": types.CreateSectionDocument,
    "\n  mutation PrivacyMatrixUpdateBoard($input: UpdateBoardInput!) {\n    updateBoard(input: $input) { __typename ...DomainErrorFields ... on MutationUpdateBoardSuccess { data { id } } }\n  }": types.PrivacyMatrixUpdateBoardDocument,
    "\n  mutation PrivacyMatrixMovePins($input: MovePinsInput!) {\n    movePins(input: $input) {\n      __typename ...DomainErrorFields ... on MutationMovePinsSuccess { data { __typename } }\n    }\n  }": types.PrivacyMatrixMovePinsDocument,
    "\n  mutation PrivacyMatrixInvite($boardId: String!, $userIds: [String!], $emails: [String!]) {\n    inviteCollaborators(boardId: $boardId, userIds: $userIds, emails: $emails) {\n      __typename ...DomainErrorFields ... on MutationInviteCollaboratorsSuccess { data { entityId } }\n    }\n  }": types.PrivacyMatrixInviteDocument,
    "\n  mutation PrivacyMatrixAcceptInvite($id: String!) {\n    respondToBoardInvite(inviteId: $id, accept: true) {\n      __typename ...DomainErrorFields ... on MutationRespondToBoardInviteSuccess { data { status } }\n    }\n  }": types.PrivacyMatrixAcceptInviteDocument,
    "\n  mutation PrivacyMatrixFollowUser($id: String!) {\n    followUser(userId: $id) { __typename ...DomainErrorFields ... on MutationFollowUserSuccess { data { id } } }\n  }": types.PrivacyMatrixFollowUserDocument,
    "\n  mutation PrivacyMatrixBlockUser($id: String!) {\n    blockUser(userId: $id) { __typename ...DomainErrorFields ... on MutationBlockUserSuccess { data { id } } }\n  }": types.PrivacyMatrixBlockUserDocument,
    "\n  mutation PrivacyMatrixConvertToBusiness($input: ConvertToBusinessInput!) {\n    convertToBusiness(input: $input) {\n      __typename ...DomainErrorFields ... on MutationConvertToBusinessSuccess { data { id } }\n    }\n  }": types.PrivacyMatrixConvertToBusinessDocument,
    "\n  mutation PrivacyMatrixCreateLinkedBusiness($input: CreateLinkedBusinessInput!) {\n    createLinkedBusiness(input: $input) {\n      __typename ...DomainErrorFields ... on MutationCreateLinkedBusinessSuccess { data { id user { username } } }\n    }\n  }": types.PrivacyMatrixCreateLinkedBusinessDocument,
    "\n  mutation PrivacyMatrixGrantBusinessAccess($login: String!) {\n    grantBusinessAccess(login: $login, permission: ADMIN) {\n      __typename ...DomainErrorFields ... on MutationGrantBusinessAccessSuccess { data { __typename } }\n    }\n  }": types.PrivacyMatrixGrantBusinessAccessDocument,
    "query PrivacyMatrixMyBoardInvites { myBoardInvites { entityId } }": types.PrivacyMatrixMyBoardInvitesDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AccountSwitchingViewer { viewer { isAuth id otherAccounts { entityId username fullName } } }"): typeof import('./graphql').AccountSwitchingViewerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AccountSwitchingLogIn($input: LogInInput!) {\n      logIn(input: $input) {\n        __typename ...DomainErrorFields\n        ... on MutationLogInSuccess { data { entityId } }\n        ... on LogInMfaRequired { ticket }\n      }\n    }"): typeof import('./graphql').AccountSwitchingLogInDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AccountSwitchingSwitchAccount($userId: String!) {\n      switchAccount(userId: $userId) {\n        __typename ...DomainErrorFields\n        ... on MutationSwitchAccountSuccess { data { entityId } }\n      }\n    }"): typeof import('./graphql').AccountSwitchingSwitchAccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AccountSwitchingLogOut { logOut }"): typeof import('./graphql').AccountSwitchingLogOutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AccountSwitchingStartMfaEnrollment { startMfaEnrollment { ... on MutationStartMfaEnrollmentSuccess { data { secret } } } }"): typeof import('./graphql').AccountSwitchingStartMfaEnrollmentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AccountSwitchingConfirmMfaEnrollment($input: ConfirmMfaEnrollmentInput!) {\n        confirmMfaEnrollment(input: $input) { __typename }\n      }"): typeof import('./graphql').AccountSwitchingConfirmMfaEnrollmentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AccountSwitchingVerifyLoginCode($input: VerifyLoginCodeInput!) { verifyLoginCode(input: $input) { __typename } }"): typeof import('./graphql').AccountSwitchingVerifyLoginCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AccountsViewer { viewer { isAuth id username fullName user { entityId email } } }"): typeof import('./graphql').AccountsViewerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LogIn($input: LogInInput!) {\n    logIn(input: $input) {\n      __typename\n      ... on DomainError { code message messageDetail field }\n      ... on MutationLogInSuccess { data { entityId username } }\n    }\n  }"): typeof import('./graphql').LogInDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AccountsUser($u: String!) { user(username: $u) { entityId fullName email } }"): typeof import('./graphql').AccountsUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AccountsLogOut { logOut }"): typeof import('./graphql').AccountsLogOutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ActingConvert($input: ConvertToBusinessInput!) {\n  convertToBusiness(input: $input) { __typename }\n}"): typeof import('./graphql').ActingConvertDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ActingCreateLinked($input: CreateLinkedBusinessInput!) {\n  createLinkedBusiness(input: $input) {\n    __typename ...DomainErrorFields\n    ... on MutationCreateLinkedBusinessSuccess { data { id user { username } } }\n  }\n}"): typeof import('./graphql').ActingCreateLinkedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ActingUpdateBoard($input: UpdateBoardInput!) {\n  updateBoard(input: $input) { __typename ...DomainErrorFields ... on MutationUpdateBoardSuccess { data { privacy } } }\n}"): typeof import('./graphql').ActingUpdateBoardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ActingInvite($boardId: String!, $userIds: [String!], $emails: [String!]) {\n  inviteCollaborators(boardId: $boardId, userIds: $userIds, emails: $emails) { __typename ...DomainErrorFields }\n}"): typeof import('./graphql').ActingInviteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdDeliveryFeed($first: Int) { homeFeed(first: $first) {\n  edges { cursor node { entityId isPromoted promoter } } } }"): typeof import('./graphql').AdDeliveryFeedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReportsCreateCampaign($input: CreateCampaignInput!) {\n    createCampaign(input: $input) {\n      __typename ...DomainErrorFields\n      ... on MutationCreateCampaignSuccess { data {\n        entityId\n        adGroups(first: 5) { edges { node { entityId ads(first: 5) { edges { node { entityId } } } } } }\n      } }\n    }\n  }"): typeof import('./graphql').ReportsCreateCampaignDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ReportsClick($id: String!) { recordPromotedPinClick(pinId: $id) }"): typeof import('./graphql').ReportsClickDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ReportsSave($input: SavePinInput!) {\n  savePin(input: $input) { __typename ...DomainErrorFields } }"): typeof import('./graphql').ReportsSaveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ReportsTotals($id: String!) {\n  viewer { advertiser { campaign(entityId: $id) { impressions clicks spend } } }\n}"): typeof import('./graphql').ReportsTotalsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportsReport($advertiserId: String!, $level: ReportLevel!, $from: String!, $to: String!,\n    $campaignId: String, $adGroupId: String) {\n    advertiserReport(advertiserId: $advertiserId, level: $level, from: $from, to: $to,\n      campaignId: $campaignId, adGroupId: $adGroupId) {\n      level from to currency\n      rows { entityId name status campaignId campaignName adGroupId adGroupName\n        impressions clicks saves videoViews videoWatchSeconds spend ctr cpc }\n      totals { impressions clicks saves spend ctr cpc }\n      csv\n    }\n  }"): typeof import('./graphql').ReportsReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportsInsights($advertiserId: String!, $campaignId: String!, $from: String!, $to: String!,\n    $compareFrom: String!, $compareTo: String!) {\n    campaignInsights(advertiserId: $advertiserId, campaignId: $campaignId, from: $from, to: $to,\n      compareFrom: $compareFrom, compareTo: $compareTo) {\n      campaign { entityId name }\n      days { day impressions clicks saves spend }\n      comparisonDays { day impressions }\n      totals { impressions clicks saves spend ctr cpc }\n      comparisonTotals { impressions clicks }\n    }\n  }"): typeof import('./graphql').ReportsInsightsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReportsCreateReport($input: CreateAdReportInput!) {\n    createAdReport(input: $input) {\n      __typename ...DomainErrorFields\n      ... on MutationCreateAdReportSuccess { data { entityId level columns from to rowCount csv } }\n    }\n  }"): typeof import('./graphql').ReportsCreateReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportsRuns($advertiserId: String!) {\n    adReportRuns(advertiserId: $advertiserId, first: 10) { edges { node { entityId rowCount csv } } }\n  }"): typeof import('./graphql').ReportsRunsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportsRun($advertiserId: String!, $reportId: String!) {\n    adReportRun(advertiserId: $advertiserId, reportId: $reportId) { entityId csv }\n  }"): typeof import('./graphql').ReportsRunDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TargetingCreateCampaign($input: CreateCampaignInput!) {\n    createCampaign(input: $input) {\n      __typename ...DomainErrorFields\n      ... on MutationCreateCampaignSuccess { data { entityId adGroups(first: 1) { edges { node { entityId } } } } }\n    }\n  }"): typeof import('./graphql').TargetingCreateCampaignDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TargetingFeed { homeFeed(first: 4) { edges { cursor node { entityId } } } }"): typeof import('./graphql').TargetingFeedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TargetingFollow($id: String!) {\n  followBoard(boardId: $id) { __typename ...DomainErrorFields ... on MutationFollowBoardSuccess { data { entityId } } }\n}"): typeof import('./graphql').TargetingFollowDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TargetingCreateAudience($input: AudienceInput!) {\n    createAudience(input: $input) {\n      __typename ...DomainErrorFields\n      ... on MutationCreateAudienceSuccess { data { entityId name kind lookbackDays size } }\n    }\n  }"): typeof import('./graphql').TargetingCreateAudienceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TargetingDeleteAudience($id: String!) {\n    deleteAudience(audienceId: $id) {\n      __typename ...DomainErrorFields\n      ... on MutationDeleteAudienceSuccess { data { entityId } }\n    }\n  }"): typeof import('./graphql').TargetingDeleteAudienceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TargetingUpdateAdGroup($id: String!, $input: AdGroupSettingsInput!) {\n    updateAdGroup(adGroupId: $id, input: $input) {\n      __typename ...DomainErrorFields\n      ... on MutationUpdateAdGroupSuccess { data { entityId audiencesInclude audiencesExclude } }\n    }\n  }"): typeof import('./graphql').TargetingUpdateAdGroupDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TargetingAudiences { viewer { advertiser { audiences { entityId name size } } } }"): typeof import('./graphql').TargetingAudiencesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminViewer { viewer { isAuth isAdmin } }"): typeof import('./graphql').AdminViewerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAccounts($search: String, $first: Int, $after: String) {\n    adminAccounts(search: $search, first: $first, after: $after) {\n      edges { node { id username email suspendedAt isAdmin } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }"): typeof import('./graphql').AdminAccountsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminReports { adminReports(first: 50) { edges { node {\n    id targetType targetId targetLabel targetPath reason reasonLabel details reporterUsername status } } } }"): typeof import('./graphql').AdminReportsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSuspend($userId: String!) { suspendAccount(userId: $userId) { __typename\n    ... on DomainError { code message } ... on MutationSuspendAccountSuccess { data { id suspendedAt } } } }"): typeof import('./graphql').AdminSuspendDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUnsuspend($userId: String!) { unsuspendAccount(userId: $userId) { __typename\n    ... on DomainError { code message } ... on MutationUnsuspendAccountSuccess { data { id suspendedAt } } } }"): typeof import('./graphql').AdminUnsuspendDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminLimit($userId: String!, $days: Int!) { limitAccount(userId: $userId, days: $days) { __typename\n    ... on DomainError { code message field } ... on MutationLimitAccountSuccess { data { id limitedUntil } } } }"): typeof import('./graphql').AdminLimitDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminLift($userId: String!) { liftAccountLimit(userId: $userId) { __typename\n    ... on DomainError { code message } ... on MutationLiftAccountLimitSuccess { data { id limitedUntil } } } }"): typeof import('./graphql').AdminLiftDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminLogInOutcome($input: LogInInput!) { logIn(input: $input) { __typename\n    ... on DomainError { code message loginOutcome } } }"): typeof import('./graphql').AdminLogInOutcomeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDelete($userId: String!) { deleteAccount(userId: $userId) { __typename\n    ... on DomainError { code message } ... on MutationDeleteAccountSuccess { data } } }"): typeof import('./graphql').AdminDeleteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminResetLink($userId: String!) { createPasswordResetLink(userId: $userId) { __typename\n    ... on DomainError { code message } ... on MutationCreatePasswordResetLinkSuccess { data { path expiresAt } } } }"): typeof import('./graphql').AdminResetLinkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminInvite { createSignUpInvite { __typename\n    ... on DomainError { code message } ... on MutationCreateSignUpInviteSuccess { data { path } } } }"): typeof import('./graphql').AdminInviteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminInstanceSettings { instanceSettings { siteName signUpMode } }"): typeof import('./graphql').AdminInstanceSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateSettings($input: UpdateInstanceSettingsInput!) { updateInstanceSettings(input: $input) {\n    __typename ... on DomainError { code message field }\n    ... on MutationUpdateInstanceSettingsSuccess { data { siteName signUpMode } } } }"): typeof import('./graphql').AdminUpdateSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminReportContent($input: ReportContentInput!) { reportContent(input: $input) { __typename\n    ... on DomainError { code message field } ... on MutationReportContentSuccess { data } } }"): typeof import('./graphql').AdminReportContentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDismiss($reportId: String!) { dismissReport(reportId: $reportId) { __typename\n    ... on DomainError { code message } ... on MutationDismissReportSuccess { data { id status } } } }"): typeof import('./graphql').AdminDismissDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminAct($reportId: String!) { actOnReport(reportId: $reportId) { __typename\n    ... on DomainError { code message } ... on MutationActOnReportSuccess { data { id status targetPath } } } }"): typeof import('./graphql').AdminActDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminLogIn($input: LogInInput!) { logIn(input: $input) { __typename\n    ... on DomainError { code message } ... on MutationLogInSuccess { data { username } } } }"): typeof import('./graphql').AdminLogInDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSignUp($input: SignUpInput!) { signUp(input: $input) { __typename\n    ... on DomainError { code message } ... on MutationSignUpSuccess { data { username } } } }"): typeof import('./graphql').AdminSignUpDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminResetPassword($input: ResetPasswordInput!) { resetPassword(input: $input) { __typename\n    ... on DomainError { code message } } }"): typeof import('./graphql').AdminResetPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminFollow($id: String!) { followUser(userId: $id) { __typename } }"): typeof import('./graphql').AdminFollowDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminCounts($u: String!) { user(username: $u) { followerCount } }"): typeof import('./graphql').AdminCountsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminPin($id: String!) { pin(id: $id) { id } }"): typeof import('./graphql').AdminPinDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdsCampaignFields on Campaign {\n  entityId name status objectiveType budgetType budgetMinor spend startsAt endsAt\n  adGroups(first: 10) { edges { node {\n    entityId name status bidMinor budgetType budgetMinor targeting { country interests } impressions\n    ads(first: 10) { edges { node { entityId name status pin { entityId } destinationUrl impressions } } }\n  } } }\n}"): typeof import('./graphql').AdsCampaignFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdsCreateCampaign($input: CreateCampaignInput!) {\n    createCampaign(input: $input) {\n      __typename ...DomainErrorFields\n      ... on MutationCreateCampaignSuccess { data { ...AdsCampaignFields } }\n    }\n  }"): typeof import('./graphql').AdsCreateCampaignDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdsUpdateCampaign($id: String!, $input: CampaignSettingsInput!) {\n    updateCampaign(campaignId: $id, input: $input) {\n      __typename ...DomainErrorFields\n      ... on MutationUpdateCampaignSuccess { data { ...AdsCampaignFields } }\n    }\n  }"): typeof import('./graphql').AdsUpdateCampaignDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdsSetCampaignsStatus($ids: [String!]!, $status: DeliveryStatus!) {\n    setCampaignsStatus(campaignIds: $ids, status: $status) {\n      __typename ...DomainErrorFields\n      ... on MutationSetCampaignsStatusSuccess { data { entityId status } }\n    }\n  }"): typeof import('./graphql').AdsSetCampaignsStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdsDuplicateCampaign($id: String!) {\n    duplicateCampaign(campaignId: $id) {\n      __typename ...DomainErrorFields\n      ... on MutationDuplicateCampaignSuccess { data { ...AdsCampaignFields } }\n    }\n  }"): typeof import('./graphql').AdsDuplicateCampaignDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdsCreateAdGroup($id: String!, $input: AdGroupSettingsInput!, $ads: [AdInput!]) {\n    createAdGroup(campaignId: $id, input: $input, ads: $ads) {\n      __typename ...DomainErrorFields\n      ... on MutationCreateAdGroupSuccess { data { entityId name status } }\n    }\n  }"): typeof import('./graphql').AdsCreateAdGroupDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdsUpdateAdGroup($id: String!, $input: AdGroupSettingsInput!) {\n    updateAdGroup(adGroupId: $id, input: $input) {\n      __typename ...DomainErrorFields\n      ... on MutationUpdateAdGroupSuccess { data { entityId name bidMinor } }\n    }\n  }"): typeof import('./graphql').AdsUpdateAdGroupDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdsSetAdGroupStatus($id: String!, $status: DeliveryStatus!) {\n    setAdGroupStatus(adGroupId: $id, status: $status) {\n      __typename ...DomainErrorFields\n      ... on MutationSetAdGroupStatusSuccess { data { entityId status } }\n    }\n  }"): typeof import('./graphql').AdsSetAdGroupStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdsDuplicateAdGroup($id: String!) {\n    duplicateAdGroup(adGroupId: $id) {\n      __typename ...DomainErrorFields\n      ... on MutationDuplicateAdGroupSuccess { data { entityId name status } }\n    }\n  }"): typeof import('./graphql').AdsDuplicateAdGroupDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdsCreateAd($id: String!, $input: AdInput!) {\n    createAd(adGroupId: $id, input: $input) {\n      __typename ...DomainErrorFields\n      ... on MutationCreateAdSuccess { data { entityId name status } }\n    }\n  }"): typeof import('./graphql').AdsCreateAdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdsUpdateAd($id: String!, $name: String!) {\n    updateAd(adId: $id, name: $name) {\n      __typename ...DomainErrorFields\n      ... on MutationUpdateAdSuccess { data { entityId name } }\n    }\n  }"): typeof import('./graphql').AdsUpdateAdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdsSetAdStatus($id: String!, $status: DeliveryStatus!) {\n    setAdStatus(adId: $id, status: $status) {\n      __typename ...DomainErrorFields\n      ... on MutationSetAdStatusSuccess { data { entityId status } }\n    }\n  }"): typeof import('./graphql').AdsSetAdStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdsDuplicateAd($id: String!) {\n    duplicateAd(adId: $id) {\n      __typename ...DomainErrorFields\n      ... on MutationDuplicateAdSuccess { data { entityId name status } }\n    }\n  }"): typeof import('./graphql').AdsDuplicateAdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdsPauseCampaign($id: String!) {\n    pauseCampaign(campaignId: $id) { __typename ...DomainErrorFields }\n  }"): typeof import('./graphql').AdsPauseCampaignDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdsResumeCampaign($id: String!) {\n    resumeCampaign(campaignId: $id) { __typename ...DomainErrorFields }\n  }"): typeof import('./graphql').AdsResumeCampaignDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdsCampaigns($advertiserId: String!) {\n    viewer { advertiser {\n      campaigns(first: 50) { edges { node { entityId name status } } }\n      campaign(entityId: $advertiserId) { entityId }\n    } }\n  }"): typeof import('./graphql').AdsCampaignsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdsCampaignTotals($id: String!) {\n  viewer { advertiser { campaign(entityId: $id) { adGroups(first: 10) { edges { node { impressions clicks } } } } } }\n}"): typeof import('./graphql').AdsCampaignTotalsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdsPinPromoted($id: String!) { pin(id: $id) { isPromoted promoter } }"): typeof import('./graphql').AdsPinPromotedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HistoryCreateCampaign($input: CreateCampaignInput!) {\n    createCampaign(input: $input) {\n      __typename ...DomainErrorFields\n      ... on MutationCreateCampaignSuccess {\n        data { entityId adGroups(first: 1) { edges { node { entityId ads(first: 1) { edges { node { entityId } } } } } } }\n      }\n    }\n  }"): typeof import('./graphql').HistoryCreateCampaignDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HistoryUpdateCampaign($id: String!, $input: CampaignSettingsInput!) {\n    updateCampaign(campaignId: $id, input: $input) {\n      __typename ...DomainErrorFields\n      ... on MutationUpdateCampaignSuccess { data { entityId } }\n    }\n  }"): typeof import('./graphql').HistoryUpdateCampaignDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HistorySetCampaignsStatus($ids: [String!]!, $status: DeliveryStatus!) {\n    setCampaignsStatus(campaignIds: $ids, status: $status) {\n      __typename ...DomainErrorFields\n      ... on MutationSetCampaignsStatusSuccess { data { entityId } }\n    }\n  }"): typeof import('./graphql').HistorySetCampaignsStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HistoryUpdateAdGroup($id: String!, $input: AdGroupSettingsInput!) {\n    updateAdGroup(adGroupId: $id, input: $input) {\n      __typename ...DomainErrorFields\n      ... on MutationUpdateAdGroupSuccess { data { entityId } }\n    }\n  }"): typeof import('./graphql').HistoryUpdateAdGroupDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HistoryDuplicateAd($id: String!) {\n    duplicateAd(adId: $id) {\n      __typename ...DomainErrorFields\n      ... on MutationDuplicateAdSuccess { data { entityId } }\n    }\n  }"): typeof import('./graphql').HistoryDuplicateAdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HistoryOfAdvertiser($objectType: AdChangeObject, $first: Int, $after: String) {\n    viewer { advertiser {\n      changeHistory(objectType: $objectType, first: $first, after: $after) {\n        edges { node {\n          objectType objectName action actorName actorUsername\n          changes { field label before after }\n        } }\n        pageInfo { hasNextPage endCursor }\n      }\n    } }\n  }"): typeof import('./graphql').HistoryOfAdvertiserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdviceOfAdvertiser {\n    viewer { advertiser { recommendations { kind objectType objectId campaignId title text } } }\n  }"): typeof import('./graphql').AdviceOfAdvertiserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdviceCreateAd($id: String!, $input: AdInput!) {\n    createAd(adGroupId: $id, input: $input) {\n      __typename ...DomainErrorFields\n      ... on MutationCreateAdSuccess { data { entityId } }\n    }\n  }"): typeof import('./graphql').AdviceCreateAdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AnalystConvert($input: ConvertToBusinessInput!) {\n  convertToBusiness(input: $input) { __typename ...DomainErrorFields }\n}"): typeof import('./graphql').AnalystConvertDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AnalystGrant($login: String!, $permission: BusinessPermission!) {\n  grantBusinessAccess(login: $login, permission: $permission) { __typename ...DomainErrorFields }\n}"): typeof import('./graphql').AnalystGrantDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AnalystCreateCampaign($input: CreateCampaignInput!) {\n  createCampaign(input: $input) {\n    __typename ...DomainErrorFields\n    ... on MutationCreateCampaignSuccess { data { entityId\n      adGroups(first: 1) { edges { node { entityId ads(first: 1) { edges { node { entityId } } } } } } } }\n  }\n}"): typeof import('./graphql').AnalystCreateCampaignDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AnalystCreateAudience($input: AudienceInput!) {\n  createAudience(input: $input) { __typename ...DomainErrorFields ... on MutationCreateAudienceSuccess { data { entityId } } }\n}"): typeof import('./graphql').AnalystCreateAudienceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AnalystCreateToken($id: String!) {\n  createConversionToken(advertiserId: $id) {\n    __typename ...DomainErrorFields ... on MutationCreateConversionTokenSuccess { data { token { entityId } } }\n  }\n}"): typeof import('./graphql').AnalystCreateTokenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AnalystAdvertiser($id: String!, $campaignId: String!) {\n  viewer {\n    adAccounts { advertiserId readOnly current }\n    advertiser(entityId: $id) {\n      entityId access name billing { contactName }\n      campaigns(first: 10) { edges { node { entityId name } } }\n      campaign(entityId: $campaignId) {\n        entityId\n        adGroups(first: 5) { edges { node { entityId name ads(first: 5) { edges { node { entityId name } } } } } }\n      }\n      audiences { entityId name size }\n      conversionOverview { eventName events }\n      conversionEvents(first: 5) { edges { node { eventId } } }\n    }\n  }\n}"): typeof import('./graphql').AnalystAdvertiserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AnalystInvoices($id: String!) { viewer { advertiser(entityId: $id) { invoices { number } } } }"): typeof import('./graphql').AnalystInvoicesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AnalystOrderLines($id: String!) { viewer { advertiser(entityId: $id) { orderLines { month } } } }"): typeof import('./graphql').AnalystOrderLinesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AnalystTokens($id: String!) { viewer { advertiser(entityId: $id) { conversionTokens { entityId } } } }"): typeof import('./graphql').AnalystTokensDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AnalystReport($id: String!, $from: String!, $to: String!) {\n  advertiserReport(advertiserId: $id, level: CAMPAIGN, from: $from, to: $to) { rows { name } }\n}"): typeof import('./graphql').AnalystReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AnalystInsights($id: String!, $campaignId: String!, $from: String!, $to: String!) {\n  campaignInsights(advertiserId: $id, campaignId: $campaignId, from: $from, to: $to, compareFrom: $from, compareTo: $to) {\n    totals { impressions }\n  }\n}"): typeof import('./graphql').AnalystInsightsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AnalystCreateReport($input: CreateAdReportInput!) {\n  createAdReport(input: $input) { __typename ...DomainErrorFields ... on MutationCreateAdReportSuccess { data { entityId } } }\n}"): typeof import('./graphql').AnalystCreateReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AnalystRuns($id: String!, $reportId: String!) {\n  adReportRuns(advertiserId: $id, first: 5) { edges { node { entityId } } }\n  adReportRun(advertiserId: $id, reportId: $reportId) { entityId csv }\n}"): typeof import('./graphql').AnalystRunsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AnalystWCreate($input: CreateCampaignInput!) { createCampaign(input: $input) { __typename ...DomainErrorFields } }"): typeof import('./graphql').AnalystWCreateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AnalystWUpdate($id: String!, $input: CampaignSettingsInput!) { updateCampaign(campaignId: $id, input: $input) { __typename ...DomainErrorFields } }"): typeof import('./graphql').AnalystWUpdateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AnalystWStatus($ids: [String!]!) { setCampaignsStatus(campaignIds: $ids, status: PAUSED) { __typename ...DomainErrorFields } }"): typeof import('./graphql').AnalystWStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AnalystWPause($id: String!) { pauseCampaign(campaignId: $id) { __typename ...DomainErrorFields } }"): typeof import('./graphql').AnalystWPauseDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AnalystWDuplicate($id: String!) { duplicateCampaign(campaignId: $id) { __typename ...DomainErrorFields } }"): typeof import('./graphql').AnalystWDuplicateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AnalystWCreateGroup($id: String!, $input: AdGroupSettingsInput!) { createAdGroup(campaignId: $id, input: $input) { __typename ...DomainErrorFields } }"): typeof import('./graphql').AnalystWCreateGroupDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AnalystWUpdateGroup($id: String!, $input: AdGroupSettingsInput!) { updateAdGroup(adGroupId: $id, input: $input) { __typename ...DomainErrorFields } }"): typeof import('./graphql').AnalystWUpdateGroupDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AnalystWGroupStatus($id: String!) { setAdGroupStatus(adGroupId: $id, status: PAUSED) { __typename ...DomainErrorFields } }"): typeof import('./graphql').AnalystWGroupStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AnalystWDuplicateGroup($id: String!) { duplicateAdGroup(adGroupId: $id) { __typename ...DomainErrorFields } }"): typeof import('./graphql').AnalystWDuplicateGroupDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AnalystWCreateAd($id: String!, $pinId: String!) { createAd(adGroupId: $id, input: { pinId: $pinId }) { __typename ...DomainErrorFields } }"): typeof import('./graphql').AnalystWCreateAdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AnalystWUpdateAd($id: String!) { updateAd(adId: $id, name: \"Mine now\") { __typename ...DomainErrorFields } }"): typeof import('./graphql').AnalystWUpdateAdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AnalystWAdStatus($id: String!) { setAdStatus(adId: $id, status: PAUSED) { __typename ...DomainErrorFields } }"): typeof import('./graphql').AnalystWAdStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AnalystWDuplicateAd($id: String!) { duplicateAd(adId: $id) { __typename ...DomainErrorFields } }"): typeof import('./graphql').AnalystWDuplicateAdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AnalystWAudience($input: AudienceInput!) { createAudience(input: $input) { __typename ...DomainErrorFields } }"): typeof import('./graphql').AnalystWAudienceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AnalystWDeleteAudience($id: String!) { deleteAudience(audienceId: $id) { __typename ...DomainErrorFields } }"): typeof import('./graphql').AnalystWDeleteAudienceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AnalystWToken($id: String!) { createConversionToken(advertiserId: $id) { __typename ...DomainErrorFields } }"): typeof import('./graphql').AnalystWTokenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AnalystWRevoke($id: String!) { revokeConversionToken(tokenId: $id) { __typename ...DomainErrorFields } }"): typeof import('./graphql').AnalystWRevokeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AnalystWTestEvent($id: String!) { sendTestConversionEvent(advertiserId: $id, eventName: \"checkout\") { __typename ...DomainErrorFields } }"): typeof import('./graphql').AnalystWTestEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AnalystWBilling($input: AdvertiserBillingInput!) { saveAdvertiserBilling(input: $input) { __typename ...DomainErrorFields } }"): typeof import('./graphql').AnalystWBillingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdvisoriesSearch($q: String!) {\n  searchAdvisory(query: $q) {\n    advisory severity advisoryType resourceCountry\n    notice { style title description textTags { type offset length link } actions { buttonText link } footerText footerLink }\n  }\n  searchPins(query: $q, first: 10) { edges { node { title } } }\n  searchBoards(query: $q, first: 10) { edges { node { name } } }\n  typeahead(term: $q) { items { kind query } }\n}"): typeof import('./graphql').AdvisoriesSearchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AggregateSavesOfPin($id: String!) { pin(id: $id) { aggregateSaveCount } }"): typeof import('./graphql').AggregateSavesOfPinDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AggregateSavesSavePin($input: SavePinInput!) {\n  savePin(input: $input) { __typename ...DomainErrorFields ... on MutationSavePinSuccess { data { entityId } } } }"): typeof import('./graphql').AggregateSavesSavePinDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AggregateSavesMovePins($input: MovePinsInput!) {\n  movePins(input: $input) { __typename ...DomainErrorFields } }"): typeof import('./graphql').AggregateSavesMovePinsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AggregateSavesUpdateBoard($input: UpdateBoardInput!) {\n  updateBoard(input: $input) { __typename ...DomainErrorFields } }"): typeof import('./graphql').AggregateSavesUpdateBoardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AggregateSavesDeletePin($id: String!) {\n  deletePin(pinId: $id) { __typename ...DomainErrorFields } }"): typeof import('./graphql').AggregateSavesDeletePinDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AggregateSavesDeleteBoard($id: String!) {\n  deleteBoard(boardId: $id) { __typename ...DomainErrorFields } }"): typeof import('./graphql').AggregateSavesDeleteBoardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AggregateSavesAttribution { viewer { isAuth pinAttribution } }"): typeof import('./graphql').AggregateSavesAttributionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AttackSurfaceExperimentGroup($name: String!) { experimentGroup(name: $name) }"): typeof import('./graphql').AttackSurfaceExperimentGroupDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AttackSurfaceExperimentGroup2 { experimentGroup(name: \"web_post_create_retargeting\") }"): typeof import('./graphql').AttackSurfaceExperimentGroup2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AttackSurfaceAB { a: __typename b: __typename }"): typeof import('./graphql').AttackSurfaceAbDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AttackSurfaceIntrospect { __schema { queryType { name } } }"): typeof import('./graphql').AttackSurfaceIntrospectDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AttackSurfaceCreatePin($input: CreatePinInput!) {\n    createPin(input: $input) { __typename ...DomainErrorFields }\n  }"): typeof import('./graphql').AttackSurfaceCreatePinDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BillingCreateCampaign($input: CreateCampaignInput!) {\n    createCampaign(input: $input) {\n      __typename ...DomainErrorFields\n      ... on MutationCreateCampaignSuccess { data {\n        entityId\n        adGroups(first: 1) { edges { node { entityId ads(first: 1) { edges { node { entityId } } } } } }\n      } }\n    }\n  }"): typeof import('./graphql').BillingCreateCampaignDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BillingResume($id: String!) {\n    resumeCampaign(campaignId: $id) { __typename ...DomainErrorFields }\n  }"): typeof import('./graphql').BillingResumeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BillingPauseCampaign($id: String!) {\n    pauseCampaign(campaignId: $id) { __typename ...DomainErrorFields }\n  }"): typeof import('./graphql').BillingPauseCampaignDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BillingAdvertiser {\n    viewer { advertiser {\n      entityId pausedAt pauseReason\n      invoices { entityId number periodStart periodEnd currency totalMinor status dueOn pdfPath billToName\n        lines { campaignId campaignName amountMinor } }\n      orderLines { campaignId campaignName month amountMinor }\n    } }\n  }"): typeof import('./graphql').BillingAdvertiserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BillingAdminAdvertisers {\n    adminAdvertisers(first: 50) { edges { node {\n      id name ownerUsername pausedAt pauseReason monthSpendMinor totalSpendMinor openInvoiceCount openInvoiceMinor\n    } } }\n  }"): typeof import('./graphql').BillingAdminAdvertisersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BillingAdminOpenInvoices { adminOpenInvoices(first: 50) { edges { node { entityId status totalMinor } } } }"): typeof import('./graphql').BillingAdminOpenInvoicesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BillingMarkPaid($id: String!) {\n    markInvoicePaid(invoiceId: $id) {\n      __typename ...DomainErrorFields\n      ... on MutationMarkInvoicePaidSuccess { data { entityId status paidAt } }\n    }\n  }"): typeof import('./graphql').BillingMarkPaidDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BillingPauseAdvertiser($id: String!, $reason: String!) {\n    pauseAdvertiser(advertiserId: $id, reason: $reason) {\n      __typename ...DomainErrorFields\n      ... on MutationPauseAdvertiserSuccess { data { id pausedAt pauseReason } }\n    }\n  }"): typeof import('./graphql').BillingPauseAdvertiserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BillingLiftPause($id: String!) {\n    liftAdvertiserPause(advertiserId: $id) {\n      __typename ...DomainErrorFields\n      ... on MutationLiftAdvertiserPauseSuccess { data { id pausedAt } }\n    }\n  }"): typeof import('./graphql').BillingLiftPauseDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BillingPinPromoted($id: String!) { pin(id: $id) { isPromoted } }"): typeof import('./graphql').BillingPinPromotedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BoardsAndSectionsUserBoard($u: String!, $b: String!) {\n      user(username: $u) { boardCount pinCount }\n      board(id: $b) { pinCount sectionCount sections(first: 50) { edges { node { pinCount } } } }\n    }"): typeof import('./graphql').BoardsAndSectionsUserBoardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BoardsAndSectionsBoard($u: String!, $s: String!) { board(username: $u, slug: $s) { entityId description url } }"): typeof import('./graphql').BoardsAndSectionsBoardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BoardsAndSectionsUser($u: String!) { user(username: $u) { boardCount } }"): typeof import('./graphql').BoardsAndSectionsUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BoardsAndSectionsAB($u: String!) { a: board(username: $u, slug: \"home-garden\") { name } b: board(username: $u, slug: \"home-garden-2\") { name } }"): typeof import('./graphql').BoardsAndSectionsAbDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BoardsAndSectionsBoardSection($b: String!) { boardSection(boardId: $b, slug: \"open-shelves\") { entityId board { name } } }"): typeof import('./graphql').BoardsAndSectionsBoardSectionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BoardsAndSectionsBoard2($id: String!) { board(id: $id) { imageCoverUrl coverDominantColor } }"): typeof import('./graphql').BoardsAndSectionsBoard2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BotCheckChallenge($action: BotCheckAction!) {\n    botCheckChallenge(action: $action) { algorithm challenge maxNumber salt signature action expiresAt }\n  }"): typeof import('./graphql').BotCheckChallengeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BotCheckSignUp($input: SignUpInput!) { signUp(input: $input) { __typename ...DomainErrorFields } }"): typeof import('./graphql').BotCheckSignUpDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BotCheckLogIn($input: LogInInput!) { logIn(input: $input) { __typename ...DomainErrorFields } }"): typeof import('./graphql').BotCheckLogInDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BotCheckRequestReset($email: String!, $botCheckToken: String) {\n    requestPasswordReset(email: $email, botCheckToken: $botCheckToken) { __typename ...DomainErrorFields }\n  }"): typeof import('./graphql').BotCheckRequestResetDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BotCheckChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) { __typename ...DomainErrorFields }\n  }"): typeof import('./graphql').BotCheckChangePasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BotCheckViewer { viewer { isAuth } }"): typeof import('./graphql').BotCheckViewerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BusinessConvertToBusiness($input: ConvertToBusinessInput!) {\n      convertToBusiness(input: $input) { __typename ...DomainErrorFields ... on MutationConvertToBusinessSuccess { data { isPartner businessName } } }\n    }"): typeof import('./graphql').BusinessConvertToBusinessDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BusinessCreateLinkedBusiness($input: CreateLinkedBusinessInput!) {\n      createLinkedBusiness(input: $input) {\n        __typename ...DomainErrorFields\n        ... on MutationCreateLinkedBusinessSuccess { data { id permissions user { username } } }\n      }\n    }"): typeof import('./graphql').BusinessCreateLinkedBusinessDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BusinessGrantBusinessAccess($login: String!, $permission: BusinessPermission!) {\n      grantBusinessAccess(login: $login, permission: $permission) { __typename ...DomainErrorFields }\n    }"): typeof import('./graphql').BusinessGrantBusinessAccessDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BusinessViewer { viewer { username isActingAs isPartner person { username } } }"): typeof import('./graphql').BusinessViewerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BusinessViewer2 { viewer { businessAccessProfiles { id permissions viewerMeetsMfaRequirement } } }"): typeof import('./graphql').BusinessViewer2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BusinessLogIn($input: LogInInput!) { logIn(input: $input) { __typename } }"): typeof import('./graphql').BusinessLogInDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BusinessBusinessMembers { businessMembers { __typename ...DomainErrorFields } }"): typeof import('./graphql').BusinessBusinessMembersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BusinessRevoke($businessId: String!, $memberId: String!) {\n      revokeBusinessAccess(businessId: $businessId, memberId: $memberId) { __typename ...DomainErrorFields }\n    }"): typeof import('./graphql').BusinessRevokeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BusinessSetBusinessRequiresMfa { setBusinessRequiresMfa(requiresMfa: true) { __typename ...DomainErrorFields } }"): typeof import('./graphql').BusinessSetBusinessRequiresMfaDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BusinessViewer3 { viewer { businessAccessProfiles { id viewerMeetsMfaRequirement } } }"): typeof import('./graphql').BusinessViewer3Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BusinessChangePassword($input: ChangePasswordInput!) { changePassword(input: $input) { __typename ...DomainErrorFields } }"): typeof import('./graphql').BusinessChangePasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BusinessReadBoard($id: String!) { board(id: $id) { entityId } }"): typeof import('./graphql').BusinessReadBoardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BusinessPicker { boardPicker { allBoards { entityId } } }"): typeof import('./graphql').BusinessPickerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BusinessUser($u: String!) { user(username: $u) { boards(first: 50) { edges { node { entityId } } } } }"): typeof import('./graphql').BusinessUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CarouselPinsCreate($input: CreateCarouselPinInput!) {\n  createCarouselPin(input: $input) {\n    __typename ...DomainErrorFields\n    ... on MutationCreateCarouselPinSuccess { data { entityId isCarousel imageSpec_236x { url } } }\n  }\n}"): typeof import('./graphql').CarouselPinsCreateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CarouselPinsPin($id: String!) {\n  pin(id: $id) {\n    title isCarousel altText\n    imageSpec_236x { url }\n    carouselImages { position altText title link imageSpec_236x { url } imageSpec_736x { url } }\n  }\n}"): typeof import('./graphql').CarouselPinsPinDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CarouselPinsBoard($id: String!) {\n  board(id: $id) { pins(first: 10) { edges { node { entityId isCarousel imageSpec_236x { url } } } } }\n}"): typeof import('./graphql').CarouselPinsBoardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CarouselPinsSave($input: SavePinInput!) {\n  savePin(input: $input) { __typename ...DomainErrorFields ... on MutationSavePinSuccess { data { entityId } } }\n}"): typeof import('./graphql').CarouselPinsSaveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CarouselPinsDelete($id: String!) {\n  deletePin(pinId: $id) { __typename ...DomainErrorFields }\n}"): typeof import('./graphql').CarouselPinsDeleteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CarouselPinsDeleteBoard($id: String!) {\n  deleteBoard(boardId: $id) { __typename ...DomainErrorFields }\n}"): typeof import('./graphql').CarouselPinsDeleteBoardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CollaborationInvite($boardId: String!, $userIds: [String!], $emails: [String!]) {\n    inviteCollaborators(boardId: $boardId, userIds: $userIds, emails: $emails) {\n      __typename ...DomainErrorFields\n      ... on MutationInviteCollaboratorsSuccess { data { entityId email status } }\n    }\n  }"): typeof import('./graphql').CollaborationInviteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CollaborationMyInvites { myBoardInvites { entityId boardName inviter { username } board { name } } }"): typeof import('./graphql').CollaborationMyInvitesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CollaborationRespond($id: String!, $accept: Boolean!) {\n    respondToBoardInvite(inviteId: $id, accept: $accept) {\n      __typename ...DomainErrorFields\n      ... on MutationRespondToBoardInviteSuccess { data { status board { name collaboratedByMe } } }\n    }\n  }"): typeof import('./graphql').CollaborationRespondDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CollaborationBoard($id: String!) { board(id: $id) { entityId } }"): typeof import('./graphql').CollaborationBoardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CollaborationBlockUser($id: String!) { blockUser(userId: $id) { __typename } }"): typeof import('./graphql').CollaborationBlockUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CollaborationAcceptBoardInviteByToken($token: String!) { acceptBoardInviteByToken(token: $token) { __typename } }"): typeof import('./graphql').CollaborationAcceptBoardInviteByTokenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CollaborationUpdateBoard($input: UpdateBoardInput!) { updateBoard(input: $input) { __typename ...DomainErrorFields } }"): typeof import('./graphql').CollaborationUpdateBoardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CollaborationDeleteBoard($id: String!) { deleteBoard(boardId: $id) { __typename ...DomainErrorFields } }"): typeof import('./graphql').CollaborationDeleteBoardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CollaborationUpdateBoard2($input: UpdateBoardInput!) { updateBoard(input: $input) { __typename } }"): typeof import('./graphql').CollaborationUpdateBoard2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CollaborationBoard2($id: String!) { board(id: $id) { collaboratingUsers { edges { node { fullName } } } } }"): typeof import('./graphql').CollaborationBoard2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CollaborationRemove($b: String!, $u: String!) { removeCollaborator(boardId: $b, userId: $u) { __typename ...DomainErrorFields } }"): typeof import('./graphql').CollaborationRemoveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CollaborationFollowUser($id: String!) { followUser(userId: $id) { __typename } }"): typeof import('./graphql').CollaborationFollowUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CollaborationCollaboratorSuggestions($q: String!) { collaboratorSuggestions(query: $q) { username } }"): typeof import('./graphql').CollaborationCollaboratorSuggestionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query CollaborationSharedCards($id: String!) {\n          board(id: $id) {\n            pins(first: 10) {\n              edges { node { title pinner { username imageMediumUrl } pinnedToBoard { owner { username } } } }\n            }\n          }\n        }"): typeof import('./graphql').CollaborationSharedCardsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConversionsCreateCampaign($input: CreateCampaignInput!) {\n    createCampaign(input: $input) {\n      __typename ...DomainErrorFields\n      ... on MutationCreateCampaignSuccess { data { entityId } }\n    }\n  }"): typeof import('./graphql').ConversionsCreateCampaignDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConversionsCreateToken($id: String!) {\n    createConversionToken(advertiserId: $id) {\n      __typename ...DomainErrorFields\n      ... on MutationCreateConversionTokenSuccess { data { secret token { entityId hint } } }\n    }\n  }"): typeof import('./graphql').ConversionsCreateTokenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConversionsRevokeToken($id: String!) {\n    revokeConversionToken(tokenId: $id) {\n      __typename ...DomainErrorFields\n      ... on MutationRevokeConversionTokenSuccess { data { entityId } }\n    }\n  }"): typeof import('./graphql').ConversionsRevokeTokenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConversionsTestEvent($id: String!, $name: String!) {\n    sendTestConversionEvent(advertiserId: $id, eventName: $name) {\n      __typename ...DomainErrorFields\n      ... on MutationSendTestConversionEventSuccess { data { eventName isTest source campaign { entityId } } }\n    }\n  }"): typeof import('./graphql').ConversionsTestEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConversionsOfAdvertiser($test: Boolean) { viewer { advertiser {\n    conversionTokens { entityId hint }\n    conversionOverview { eventName events attributed valueMinor }\n    conversionEvents(first: 20, test: $test) { edges { node { eventId eventName source isTest valueMinor currency campaign { entityId } } } }\n    campaigns(first: 5) { edges { node { entityId conversions } } }\n  } } }"): typeof import('./graphql').ConversionsOfAdvertiserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConversionsQuickPromote($input: QuickPromoteInput!) {\n    quickPromote(input: $input) {\n      __typename ...DomainErrorFields\n      ... on MutationQuickPromoteSuccess { data { entityId objectiveType conversionEvent } }\n    }\n  }"): typeof import('./graphql').ConversionsQuickPromoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ConversionsPinLink($id: String!) { pin(id: $id) { offsiteUrl } }"): typeof import('./graphql').ConversionsPinLinkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CoversAndCountsUpdateBoard($input: UpdateBoardInput!) {\n  updateBoard(input: $input) { __typename ...DomainErrorFields } }"): typeof import('./graphql').CoversAndCountsUpdateBoardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CoversAndCountsMovePins($input: MovePinsInput!) {\n  movePins(input: $input) { __typename ...DomainErrorFields } }"): typeof import('./graphql').CoversAndCountsMovePinsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CoversAndCountsDeletePin($id: String!) { deletePin(pinId: $id) { __typename ...DomainErrorFields } }"): typeof import('./graphql').CoversAndCountsDeletePinDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CoversAndCountsDeleteBoard($id: String!) { deleteBoard(boardId: $id) { __typename ...DomainErrorFields } }"): typeof import('./graphql').CoversAndCountsDeleteBoardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CoversAndCountsBoardUser($id: String!, $username: String!) {\n        board(id: $id) { imageCoverUrl coverDominantColor hasCustomCover }\n        user(username: $username) { boards(first: 20) { edges { node { entityId imageCoverUrl } } } }\n      }"): typeof import('./graphql').CoversAndCountsBoardUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CoversAndCountsUser($username: String!) { user(username: $username) { pinCount boardCount } }"): typeof import('./graphql').CoversAndCountsUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DataExportCarousel($input: CreateCarouselPinInput!) {\n  createCarouselPin(input: $input) { __typename ...DomainErrorFields }\n}"): typeof import('./graphql').DataExportCarouselDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DataImportCarousel($input: CreateCarouselPinInput!) {\n    createCarouselPin(input: $input) { __typename ...DomainErrorFields }\n  }"): typeof import('./graphql').DataImportCarouselDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DatabaseConnectionViewer { viewer { isAuth } }"): typeof import('./graphql').DatabaseConnectionViewerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query EmailVerificationEmailSettings { emailSettings { email verified } }"): typeof import('./graphql').EmailVerificationEmailSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EmailVerificationVerifyEmail($token: String!) {\n        verifyEmail(token: $token) { __typename ...DomainErrorFields ... on MutationVerifyEmailSuccess { data { email verified } } }\n      }"): typeof import('./graphql').EmailVerificationVerifyEmailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EmailVerificationChangeEmail($input: ChangeEmailInput!) {\n        changeEmail(input: $input) {\n          __typename ...DomainErrorFields\n          ... on MutationChangeEmailSuccess { data { email verified } }\n        }\n      }"): typeof import('./graphql').EmailVerificationChangeEmailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EmailVerificationResendVerificationEmail {\n        resendVerificationEmail {\n          __typename ...DomainErrorFields\n          ... on MutationResendVerificationEmailSuccess { data { email verified } }\n        }\n      }"): typeof import('./graphql').EmailVerificationResendVerificationEmailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EmailVerificationInvite($boardId: String!, $emails: [String!]) {\n    inviteCollaborators(boardId: $boardId, emails: $emails) {\n      __typename ...DomainErrorFields\n      ... on MutationInviteCollaboratorsSuccess {\n        data { entityId email status invitee { username fullName } }\n      }\n    }\n  }"): typeof import('./graphql').EmailVerificationInviteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query EmailVerificationMyBoardInvites { myBoardInvites { entityId boardName } }"): typeof import('./graphql').EmailVerificationMyBoardInvitesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EmailVerificationRespondToBoardInvite($id: String!, $accept: Boolean!) {\n        respondToBoardInvite(inviteId: $id, accept: $accept) { __typename ...DomainErrorFields }\n      }"): typeof import('./graphql').EmailVerificationRespondToBoardInviteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query EmailVerificationBoard($id: String!) { board(id: $id) { entityId } }"): typeof import('./graphql').EmailVerificationBoardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EmailVerificationAcceptBoardInviteByToken($token: String!) { acceptBoardInviteByToken(token: $token) { __typename } }"): typeof import('./graphql').EmailVerificationAcceptBoardInviteByTokenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FailedLoadsBoardPage($username: String!, $slug: String!) {\n    board(username: $username, slug: $slug) { entityId name url }\n  }\n"): typeof import('./graphql').FailedLoadsBoardPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FailedLoadsRenameBoard($input: UpdateBoardInput!) {\n    updateBoard(input: $input) { __typename ...DomainErrorFields ... on MutationUpdateBoardSuccess { data { url } } }\n  }\n"): typeof import('./graphql').FailedLoadsRenameBoardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FailedLoadsDeleteBoard($id: String!) { deleteBoard(boardId: $id) { __typename } }\n"): typeof import('./graphql').FailedLoadsDeleteBoardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FailedLoadsFollowing { followingFeed(first: 1) { edges { node { id } } } }"): typeof import('./graphql').FailedLoadsFollowingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query HashtagsHashtagSuggestions($term: String!) { hashtagSuggestions(term: $term) { query pinCount } }"): typeof import('./graphql').HashtagsHashtagSuggestionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query HttpSecurityUser($u: String!) { user(username: $u) { boards(first: 50) { edges { node { name } } } } }"): typeof import('./graphql').HttpSecurityUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation HttpSecurityLogOut { logOut }"): typeof import('./graphql').HttpSecurityLogOutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query HttpSecurityViewer { viewer { isAuth } }"): typeof import('./graphql').HttpSecurityViewerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query HttpSecurity_Schema { __schema { queryType { name } types { name } } }"): typeof import('./graphql').HttpSecurity_SchemaDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query HttpSecurityDeep { viewer { user { boards { edges { node { pins { edges { node {\n        pinnedToBoard { owner { boards { edges { node { name } } } } } } } } } } } } } }"): typeof import('./graphql').HttpSecurityDeepDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query HttpSecurityHomeFeed {\n      homeFeed(first: 50) {\n        edges { cursor node {\n          id entityId title description link linkDomain altText dominantColor createdAt\n          imageSpec_236x { url width height } imageSpec_orig { url width height }\n          pinner { id username fullName imageMediumUrl url }\n          pinnedToBoard { id name url privacy owner { username } }\n          section { id title }\n        } }\n        pageInfo { hasNextPage endCursor }\n      }\n    }"): typeof import('./graphql').HttpSecurityHomeFeedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query HttpSecurityBoardPin { board(id: \"abc\") { id } pin(id: \"x1\") { id } }"): typeof import('./graphql').HttpSecurityBoardPinDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query HttpSecurityBoardPin2 { board(id: \"99999999999999999999\") { id } pin(id: \"99999999999999999999\") { id } boardSection(boardId: \"abc\", slug: \"x\") { id } }"): typeof import('./graphql').HttpSecurityBoardPin2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IdeasTopics { ideaTopics { entityId name slug url pinCount cover { entityId } } }"): typeof import('./graphql').IdeasTopicsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IdeasTopic($id: String!) {\n    ideaTopic(id: $id) {\n      entityId\n      name\n      url\n      pinCount\n      cover { entityId }\n      pins(first: 2) { edges { node { entityId title } } pageInfo { hasNextPage endCursor } }\n      related { name }\n    }\n  }"): typeof import('./graphql').IdeasTopicDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IdeasTopicMore($id: String!, $after: String) {\n    ideaTopic(id: $id) { pins(first: 50, after: $after) { edges { node { entityId title } } } }\n  }"): typeof import('./graphql').IdeasTopicMoreDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InterestsWelcome {\n    viewer { welcomePending interests { slug name } }\n    interestChoices { slug name }\n  }"): typeof import('./graphql').InterestsWelcomeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InterestsSave($slugs: [String!]!) {\n    saveInterests(slugs: $slugs) {\n      __typename\n      ...DomainErrorFields\n      ... on MutationSaveInterestsSuccess { data { slug name } }\n    }\n  }"): typeof import('./graphql').InterestsSaveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InterestsFinishWelcome {\n    finishWelcome { __typename ...DomainErrorFields ... on MutationFinishWelcomeSuccess { data } }\n  }"): typeof import('./graphql').InterestsFinishWelcomeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query InterestsProviders { socialLoginProviders { provider oneTapClientId } }"): typeof import('./graphql').InterestsProvidersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InterestsHome($first: Int!, $after: String) {\n    homeFeed(first: $first, after: $after) {\n      edges { node { entityId title } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }"): typeof import('./graphql').InterestsHomeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LinkStatusCheck($url: String!) {\n  pinLinkStatus(url: $url) {\n    __typename ...DomainErrorFields\n    ... on QueryPinLinkStatusSuccess { data { kind redirectsTo httpStatus } }\n  }\n}"): typeof import('./graphql').LinkStatusCheckDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LoginThrottleLogIn($input: LogInInput!) {\n  logIn(input: $input) { __typename ... on DomainError { code message } }\n}"): typeof import('./graphql').LoginThrottleLogInDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LoginThrottleLogOut { logOut }"): typeof import('./graphql').LoginThrottleLogOutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LoginAssistFinish($token: String!) {\n    finishLoginAssistance(token: $token) { __typename ... on DomainError { code message } }\n  }"): typeof import('./graphql').LoginAssistFinishDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LoginAssistViewer { viewer { id } }"): typeof import('./graphql').LoginAssistViewerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MediaPostCreateUserState { userState(state: \"claiming_upsells_seen\") }"): typeof import('./graphql').MediaPostCreateUserStateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MediaPostCreateSetUserState { setUserState(state: \"claiming_upsells_seen\", value: \"POST_CREATE_UPSELL_V2\") { __typename\n         ...DomainErrorFields ... on MutationSetUserStateSuccess { data } } }"): typeof import('./graphql').MediaPostCreateSetUserStateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MediaPostCreateUpdateUserSettings { updateUserSettings(input: { listedWebsiteUrl: \"https://www.instagram.com/pat.pins/\" }) {\n         __typename ...DomainErrorFields ... on MutationUpdateUserSettingsSuccess { data { listedWebsiteUrl } } } }"): typeof import('./graphql').MediaPostCreateUpdateUserSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MediaPostCreateConnectAccount { connectAccount(input: { network: \"instagram\", username: \"@pat.pins\" }) {\n         ... on MutationConnectAccountSuccess { data { connectedToInstagram connectedAccounts { network username } } } } }"): typeof import('./graphql').MediaPostCreateConnectAccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MediaPostCreateDisconnectAccount { disconnectAccount(network: \"instagram\") { __typename } }"): typeof import('./graphql').MediaPostCreateDisconnectAccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MediaPostCreateUpdateUserSettings3 { updateUserSettings(input: { listedWebsiteUrl: \"\" }) { __typename } }"): typeof import('./graphql').MediaPostCreateUpdateUserSettings3Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MediaPostCreateUpdateUserSettings2 { updateUserSettings(input: { listedWebsiteUrl: \"javascript:alert(1)\" }) { __typename ...DomainErrorFields } }"): typeof import('./graphql').MediaPostCreateUpdateUserSettings2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MediaPostCreateConnectAccount2 { connectAccount(input: { network: \"myspace\", username: \"pat\" }) { __typename ...DomainErrorFields } }"): typeof import('./graphql').MediaPostCreateConnectAccount2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MediaPostCreate { experimentGroup(name: \"web_post_create_retargeting\") experimentEnabled(name: \"web_post_create_retargeting\") }"): typeof import('./graphql').MediaPostCreateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MediaPostCreateExperimentGroup { experimentGroup(name: \"no_such_experiment\") }"): typeof import('./graphql').MediaPostCreateExperimentGroupDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MediaPostCreateExperimentGroup2 { experimentGroup(name: \"web_post_create_retargeting\") }"): typeof import('./graphql').MediaPostCreateExperimentGroup2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MediaPostCreateExperimentEnabled { experimentEnabled(name: \"web_post_create_retargeting\") }"): typeof import('./graphql').MediaPostCreateExperimentEnabledDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MediaPostCreateTrackEvent { trackEvent(input: { event: \"pin_create_fail\", path: \"/pin/create/link/\" }) { __typename ...DomainErrorFields } }"): typeof import('./graphql').MediaPostCreateTrackEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MediaPurgeDeletePin($id: String!) { deletePin(pinId: $id) { __typename ...DomainErrorFields } }"): typeof import('./graphql').MediaPurgeDeletePinDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MediaPurgeDeleteBoard($id: String!) { deleteBoard(boardId: $id) { __typename } }"): typeof import('./graphql').MediaPurgeDeleteBoardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MediaSsrfCreatePin($input: CreatePinInput!) { createPin(input: $input) { __typename ...DomainErrorFields } }"): typeof import('./graphql').MediaSsrfCreatePinDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PinMedia($id: String!) {\n    pin(id: $id) {\n      entityId\n      imageSpec_orig { url width height }\n      imageSpec_236x { url width }\n      video { url format durationMs width height coverImage { signature width height } }\n    }\n  }"): typeof import('./graphql').PinMediaDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MediaUploadRegisterUpload { registerUpload(type: pinimage) { __typename ...DomainErrorFields\n         ... on MutationRegisterUploadSuccess { data { uploadId uploadUrl uploadParameters { name value } } } } }"): typeof import('./graphql').MediaUploadRegisterUploadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MediaUploadUploadStatus($ids: [String!]!) { uploadStatus(ids: $ids) { uploadId type status signature imageUrl } }"): typeof import('./graphql').MediaUploadUploadStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MediaUploadUserSettings { userSettings { videoUploadAllowed } }"): typeof import('./graphql').MediaUploadUserSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MediaUrlCreatePin($input: CreatePinInput!) {\n    createPin(input: $input) {\n      __typename\n      ...DomainErrorFields\n      ... on MutationCreatePinSuccess { data { entityId title imageSpec_orig { url width height } } }\n    }\n  }"): typeof import('./graphql').MediaUrlCreatePinDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MediaUrlRegisterImageUrl($url: String!) { registerImageUrl(url: $url) { __typename\n         ... on MutationRegisterImageUrlSuccess { data { uploadId status } } } }"): typeof import('./graphql').MediaUrlRegisterImageUrlDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MediaUrlFindPinImages($url: String!) { findPinImages(url: $url) { type url width height } }"): typeof import('./graphql').MediaUrlFindPinImagesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MediaUrlFindPinImages2($url: String!) { findPinImages(url: $url) { url width } }"): typeof import('./graphql').MediaUrlFindPinImages2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MfaStartMfaEnrollment {\n    startMfaEnrollment {\n      __typename ...DomainErrorFields\n      ... on MutationStartMfaEnrollmentSuccess { data { secret otpauthUri qrCodeDataUrl } }\n    }\n  }"): typeof import('./graphql').MfaStartMfaEnrollmentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MfaConfirmMfaEnrollment($input: ConfirmMfaEnrollmentInput!) {\n      confirmMfaEnrollment(input: $input) {\n        __typename ...DomainErrorFields\n        ... on MutationConfirmMfaEnrollmentSuccess { data }\n      }\n    }"): typeof import('./graphql').MfaConfirmMfaEnrollmentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MfaLogIn($input: LogInInput!) {\n      logIn(input: $input) {\n        __typename ...DomainErrorFields\n        ... on MutationLogInSuccess { data { entityId } }\n        ... on LogInMfaRequired { ticket expiresAt loginMethod message }\n      }\n    }"): typeof import('./graphql').MfaLogInDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MfaVerifyLoginCode($input: VerifyLoginCodeInput!) {\n      verifyLoginCode(input: $input) {\n        __typename ...DomainErrorFields\n        ... on MutationVerifyLoginCodeSuccess { data { entityId } }\n      }\n    }"): typeof import('./graphql').MfaVerifyLoginCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MfaViewer { viewer { isAuth id mfaEnabled } }"): typeof import('./graphql').MfaViewerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MfaDisableMfa($input: DisableMfaInput!) {\n      disableMfa(input: $input) { __typename ...DomainErrorFields ... on MutationDisableMfaSuccess { data } }\n    }"): typeof import('./graphql').MfaDisableMfaDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MfaLogOut { logOut }"): typeof import('./graphql').MfaLogOutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MfaSessions { sessions { current loginMethod loginMethodLabel } }"): typeof import('./graphql').MfaSessionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MfaRegenerateRecoveryCodes($input: RegenerateRecoveryCodesInput!) {\n            regenerateRecoveryCodes(input: $input) {\n              __typename ...DomainErrorFields ... on MutationRegenerateRecoveryCodesSuccess { data }\n            }\n          }"): typeof import('./graphql').MfaRegenerateRecoveryCodesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MfaRequestPasswordReset($email: String!) { requestPasswordReset(email: $email) { __typename } }"): typeof import('./graphql').MfaRequestPasswordResetDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MfaResetPassword($input: ResetPasswordInput!) {\n        resetPassword(input: $input) {\n          __typename ...DomainErrorFields\n          ... on LogInMfaRequired { ticket }\n        }\n      }"): typeof import('./graphql').MfaResetPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MovesMove($input: MovePinsInput!) {\n    movePins(input: $input) {\n      __typename ...DomainErrorFields\n      ... on DomainError { apiErrorCode }\n      ... on MutationMovePinsSuccess { data { fromBoard { pinCount } toBoard { pinCount } } }\n    }\n  }"): typeof import('./graphql').MovesMoveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MovesDeleteSection($id: String!) { deleteSection(sectionId: $id) { __typename } }"): typeof import('./graphql').MovesDeleteSectionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MovesRenameSection($id: String!) { renameSection(sectionId: $id, name: \"  Alpha \") { __typename } }"): typeof import('./graphql').MovesRenameSectionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MovesReorderSections($b: String!, $ids: [String!]!) { reorderSections(boardId: $b, sectionIds: $ids) { __typename } }"): typeof import('./graphql').MovesReorderSectionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MovesBoard($id: String!) { board(id: $id) { sections { edges { node { title } } } } }"): typeof import('./graphql').MovesBoardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MovesDeletePin($id: String!) { deletePin(pinId: $id) { __typename } }"): typeof import('./graphql').MovesDeletePinDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OAuthAppsRegister($input: RegisterOAuthAppInput!) {\n    registerOAuthApp(input: $input) {\n      __typename\n      ... on MutationRegisterOAuthAppSuccess { data { app { clientId } clientSecret } }\n      ... on DomainError { message field }\n    }\n  }"): typeof import('./graphql').OAuthAppsRegisterDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OAuthAppsAnswer($request: OAuthAuthorizationInput!, $allow: Boolean!) {\n    answerOAuthAuthorization(request: $request, allow: $allow) {\n      __typename\n      ... on MutationAnswerOAuthAuthorizationSuccess { data }\n      ... on DomainError { message }\n    }\n  }"): typeof import('./graphql').OAuthAppsAnswerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OAuthAppsConnected { connectedApps { name scopes { scope } } }"): typeof import('./graphql').OAuthAppsConnectedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OAuthAppsAuthorization($request: OAuthAuthorizationInput!) {\n    oauthAuthorization(request: $request) { kind message redirectUrl appName scopes { scope description } }\n  }"): typeof import('./graphql').OAuthAppsAuthorizationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OAuthAppsRevokeConnected($id: String!) { revokeConnectedApp(clientId: $id) { __typename } }"): typeof import('./graphql').OAuthAppsRevokeConnectedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OAuthAppsList { oauthApps { clientId name redirectUris confidential } }"): typeof import('./graphql').OAuthAppsListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OAuthAppsDelete($id: String!) { deleteOAuthApp(clientId: $id) { __typename } }"): typeof import('./graphql').OAuthAppsDeleteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OffsitePin($id: String!) { pin(id: $id) { offsiteUrl } }"): typeof import('./graphql').OffsitePinDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OffsiteLinkCheck { linkCheck(url: \"https://shop.iffy.example/\") { ... on QueryLinkCheckSuccess { data { redirectStatus followable } } } }"): typeof import('./graphql').OffsiteLinkCheckDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OffsiteLinkCheck2($pin: String!) { linkCheck(url: \"\", pinId: $pin) { __typename ... on DomainError { code } } }"): typeof import('./graphql').OffsiteLinkCheck2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OffsiteLinkCheck3 { linkCheck(url: \"https://downloads.malware.example/\") { ... on QueryLinkCheckSuccess { data { redirectStatus } } } }"): typeof import('./graphql').OffsiteLinkCheck3Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PaginationBoardPinsPage($id: String!, $first: Int, $after: String) { board(id: $id) { pins(first: $first, after: $after) { edges { cursor node { entityId } } pageInfo { hasNextPage endCursor } } } }"): typeof import('./graphql').PaginationBoardPinsPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PaginationBoard($id: String!, $before: String) { board(id: $id) { pins(last: 4, before: $before) { edges { node { entityId } } pageInfo { hasPreviousPage } } } }"): typeof import('./graphql').PaginationBoardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PaginationHomeFeedPage($first: Int, $after: String) { homeFeed(first: $first, after: $after) { edges { cursor node { entityId } } pageInfo { hasNextPage endCursor } } }"): typeof import('./graphql').PaginationHomeFeedPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PaginationUserPinsPage($u: String!, $first: Int, $after: String) { user(username: $u) { pins(first: $first, after: $after) { edges { cursor node { entityId } } pageInfo { hasNextPage endCursor } } } }"): typeof import('./graphql').PaginationUserPinsPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PaginationSectionPinsPage($id: ID!, $first: Int, $after: String) { node(id: $id) { ... on BoardSection { pins(first: $first, after: $after) { edges { cursor node { entityId } } pageInfo { hasNextPage endCursor } } } } }"): typeof import('./graphql').PaginationSectionPinsPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PaginationBoardSectionsPage($id: String!, $first: Int, $after: String) { board(id: $id) { sections(first: $first, after: $after) { edges { cursor node { entityId } } pageInfo { hasNextPage endCursor } } } }"): typeof import('./graphql').PaginationBoardSectionsPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PaginationUserBoardsPage($u: String!, $first: Int, $after: String) { user(username: $u) { boards(first: $first, after: $after) { edges { cursor node { entityId } } pageInfo { hasNextPage endCursor } } } }"): typeof import('./graphql').PaginationUserBoardsPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PaginationHomeFeed { homeFeed(first: 1000) { edges { cursor node { entityId } } pageInfo { hasNextPage endCursor } } }"): typeof import('./graphql').PaginationHomeFeedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PaginationUser($u: String!) { user(username: $u) { boards(first: 1) { edges { cursor node { entityId } } pageInfo { hasNextPage endCursor } } } }"): typeof import('./graphql').PaginationUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PaginationUser2($u: String!, $after: String) { user(username: $u) { boards(first: 1, after: $after) { edges { cursor } } } }"): typeof import('./graphql').PaginationUser2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PaidCreatePin($input: CreatePinInput!) {\n  createPin(input: $input) {\n    __typename ...DomainErrorFields\n    ... on MutationCreatePinSuccess { data { entityId paidLink paidPartnership { status brandName label } } }\n  }\n}"): typeof import('./graphql').PaidCreatePinDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PaidUpdatePin($input: UpdatePinInput!) {\n  updatePin(input: $input) {\n    __typename ...DomainErrorFields\n    ... on MutationUpdatePinSuccess {\n      data { title paidLink canSetPaidLabels paidPartnership { status brandName brand { username } } }\n    }\n  }\n}"): typeof import('./graphql').PaidUpdatePinDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PaidPin($id: String!) {\n  pin(id: $id) {\n    title link paidLink paidLabel canSetPaidLabels\n    paidPartnership { status brandName label brand { username } }\n  }\n}"): typeof import('./graphql').PaidPinDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PaidBoardCards($id: String!) {\n  board(id: $id) {\n    pins(first: 20) { edges { node { entityId paidLink paidLabel paidPartnership { status brandName label } } } }\n  }\n}"): typeof import('./graphql').PaidBoardCardsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PaidRequests {\n  paidPartnershipRequests(first: 20) {\n    edges { node { id status creator { username } pin { entityId title } } }\n  }\n}"): typeof import('./graphql').PaidRequestsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PaidAnswer($requestId: String!, $answer: PaidPartnershipAnswer!) {\n  answerPaidPartnership(requestId: $requestId, answer: $answer) {\n    __typename ...DomainErrorFields\n    ... on MutationAnswerPaidPartnershipSuccess { data { id status } }\n  }\n}"): typeof import('./graphql').PaidAnswerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PaidBrandSearch($query: String!) {\n  brandSearch(query: $query) { entityId username }\n}"): typeof import('./graphql').PaidBrandSearchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PaidSave($input: SavePinInput!) {\n  savePin(input: $input) { __typename ...DomainErrorFields ... on MutationSavePinSuccess { data { entityId } } }\n}"): typeof import('./graphql').PaidSaveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PaidBlock($userId: String!) {\n  blockUser(userId: $userId) { __typename ...DomainErrorFields }\n}"): typeof import('./graphql').PaidBlockDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PaidConvert($input: ConvertToBusinessInput!) {\n            convertToBusiness(input: $input) { __typename }\n          }"): typeof import('./graphql').PaidConvertDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PaidCreateLinked($input: CreateLinkedBusinessInput!) {\n        createLinkedBusiness(input: $input) {\n          __typename ...DomainErrorFields ... on MutationCreateLinkedBusinessSuccess { data { id } }\n        }\n      }"): typeof import('./graphql').PaidCreateLinkedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PasswordResetMailReset($input: ResetPasswordInput!) {\n  resetPassword(input: $input) { __typename ...DomainErrorFields }\n}"): typeof import('./graphql').PasswordResetMailResetDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PasswordResetMailEmailSettings { emailSettings { email verified } }"): typeof import('./graphql').PasswordResetMailEmailSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PasswordResetMailChangeEmail($input: ChangeEmailInput!) { changeEmail(input: $input) { __typename ...DomainErrorFields } }"): typeof import('./graphql').PasswordResetMailChangeEmailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PasswordResetMailLogIn($input: LogInInput!) { logIn(input: $input) { __typename ...DomainErrorFields } }"): typeof import('./graphql').PasswordResetMailLogInDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PasswordResetMailConvertToBusiness($input: ConvertToBusinessInput!) { convertToBusiness(input: $input) { __typename } }"): typeof import('./graphql').PasswordResetMailConvertToBusinessDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PasswordResetMailCreateLinkedBusiness($input: CreateLinkedBusinessInput!) {\n        createLinkedBusiness(input: $input) { __typename ...DomainErrorFields }\n      }"): typeof import('./graphql').PasswordResetMailCreateLinkedBusinessDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PasswordResetMailLogIn2($input: LogInInput!) { logIn(input: $input) { __typename } }"): typeof import('./graphql').PasswordResetMailLogIn2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PasswordResetsRequestPasswordReset($email: String!) {\n        requestPasswordReset(email: $email) {\n          __typename\n          ... on MutationRequestPasswordResetSuccess { data }\n        }\n      }"): typeof import('./graphql').PasswordResetsRequestPasswordResetDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PasswordResetsResetPassword($input: ResetPasswordInput!) {\n        resetPassword(input: $input) {\n          __typename ...DomainErrorFields\n          ... on MutationResetPasswordSuccess { data { entityId } }\n        }\n      }"): typeof import('./graphql').PasswordResetsResetPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PasswordResetsLogIn($input: LogInInput!) { logIn(input: $input) { __typename } }"): typeof import('./graphql').PasswordResetsLogInDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PasswordResetsViewer { viewer { isAuth } }"): typeof import('./graphql').PasswordResetsViewerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PasswordResetsPasswordResetLinkUsable($t: String!) { passwordResetLinkUsable(token: $t) }"): typeof import('./graphql').PasswordResetsPasswordResetLinkUsableDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PasswordResetsChangePassword($input: ChangePasswordInput!) {\n          changePassword(input: $input) { __typename ...DomainErrorFields }\n        }"): typeof import('./graphql').PasswordResetsChangePasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PinCreationSwitchesRead { pinCreationSwitches { all web idea video } }"): typeof import('./graphql').PinCreationSwitchesReadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PinCreationSwitchesCreate($input: CreatePinInput!) {\n  createPin(input: $input) { __typename ...DomainErrorFields ... on MutationCreatePinSuccess { data { entityId } } }\n}"): typeof import('./graphql').PinCreationSwitchesCreateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PinCreationSwitchesCarousel($input: CreateCarouselPinInput!) {\n  createCarouselPin(input: $input) { __typename ...DomainErrorFields }\n}"): typeof import('./graphql').PinCreationSwitchesCarouselDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PinCreationSwitchesSave($input: SavePinInput!) {\n  savePin(input: $input) { __typename ...DomainErrorFields }\n}"): typeof import('./graphql').PinCreationSwitchesSaveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PinEditsUpdatePin($input: UpdatePinInput!) {\n    updatePin(input: $input) {\n      __typename\n      ... on MutationUpdatePinSuccess { data { entityId title description link altText canEdit } }\n      ... on DomainError { code message field }\n    }\n  }"): typeof import('./graphql').PinEditsUpdatePinDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PinEditsPin($id: String!) { pin(id: $id) { canEdit } }"): typeof import('./graphql').PinEditsPinDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PrivacyBoard($id: String!) { board(id: $id) { name privacy } }"): typeof import('./graphql').PrivacyBoardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PrivacyBoard2($u: String!, $s: String!) { board(username: $u, slug: $s) { entityId } }"): typeof import('./graphql').PrivacyBoard2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PrivacyBoardSection($b: ID!, $s: ID!, $p: ID!) { board: node(id: $b) { id } section: node(id: $s) { id } pin: node(id: $p) { id } }"): typeof import('./graphql').PrivacyBoardSectionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PrivacyNodes($ids: [ID!]!) { nodes(ids: $ids) { id } }"): typeof import('./graphql').PrivacyNodesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PrivacyUser($u: String!) { user(username: $u) { boards(first: 50) { edges { node { name } } } } }"): typeof import('./graphql').PrivacyUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PrivacyBoardSections($id: String!) { board(id: $id) { sections { edges { node { title } } } } }"): typeof import('./graphql').PrivacyBoardSectionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PrivacyBoardSection2($b: String!, $s: String!) { boardSection(boardId: $b, slug: $s) { title } }"): typeof import('./graphql').PrivacyBoardSection2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PrivacyBoardPins($id: String!) { board(id: $id) { pins(first: 50) { edges { node { entityId } } } } }"): typeof import('./graphql').PrivacyBoardPinsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PrivacyNode($id: ID!) { node(id: $id) { ... on BoardSection { pins { edges { node { entityId } } } } } }"): typeof import('./graphql').PrivacyNodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PrivacyAB($a: String!, $b: String!, $c: String!) { a: pin(id: $a) { title } b: pin(id: $b) { title } c: pin(id: $c) { title } }"): typeof import('./graphql').PrivacyAbDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PrivacyHomeFeed { homeFeed(first: 100) { edges { node { entityId } } } }"): typeof import('./graphql').PrivacyHomeFeedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PrivacyUser2($u: String!) { user(username: $u) { pins(first: 100) { edges { node { entityId } } } } }"): typeof import('./graphql').PrivacyUser2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PrivacyFollowUser($id: String!) { followUser(userId: $id) { __typename } }"): typeof import('./graphql').PrivacyFollowUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PrivacyFollowingFeed { followingFeed(first: 100) { edges { node { entityId } } } }"): typeof import('./graphql').PrivacyFollowingFeedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Privacy($id: String!) { pin(id: $id) { pinnedToBoard { name privacy } section { title } } }"): typeof import('./graphql').PrivacyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PrivacyPin($id: String!) { pin(id: $id) { title repinnedFrom { entityId pinnedToBoard { name } } } }"): typeof import('./graphql').PrivacyPinDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PrivacyPin2($id: String!) { pin(id: $id) { boardTitleSuggestions } }"): typeof import('./graphql').PrivacyPin2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PrivacyBoardPin($b: String!, $p: String!) { board(id: $b) { privacy } pin(id: $p) { title } }"): typeof import('./graphql').PrivacyBoardPinDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PrivacyViewer { viewer { user { boards(first: 50) { edges { node { name } } } } } }"): typeof import('./graphql').PrivacyViewerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PrivacySavePin($input: SavePinInput!) { savePin(input: $input) { __typename ...DomainErrorFields } }"): typeof import('./graphql').PrivacySavePinDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PrivacyFollowBoard($id: String!) { followBoard(boardId: $id) { __typename ...DomainErrorFields } }"): typeof import('./graphql').PrivacyFollowBoardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PrivacyAB2($a: ID!, $b: ID!) { a: node(id: $a) { id } b: node(id: $b) { id } }"): typeof import('./graphql').PrivacyAb2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PrivacyMatrixProductTags($id: String!) {\n        pin(id: $id) {\n          productTags {\n            position x y productPinId\n            pin { entityId title description link imageSpec_236x { url } pinnedToBoard { name } }\n            product { price currency }\n          }\n        }\n      }"): typeof import('./graphql').PrivacyMatrixProductTagsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PrivacyMatrixBoard($id: String!) { board(id: $id) { name pinCount sections { edges { node { title } } } } }"): typeof import('./graphql').PrivacyMatrixBoardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PrivacyMatrixCounts($u: String!) { user(username: $u) { pinCount boardCount } }"): typeof import('./graphql').PrivacyMatrixCountsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CatalogCreateSource($input: CatalogDataSourceInput!) {\n  createCatalogDataSource(input: $input) {\n    __typename ...DomainErrorFields\n    ... on MutationCreateCatalogDataSourceSuccess { data { entityId name kind } }\n  }\n}"): typeof import('./graphql').CatalogCreateSourceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CatalogUpload($dataSourceId: String!, $fileName: String!, $csv: String!) {\n  uploadCatalogFile(dataSourceId: $dataSourceId, fileName: $fileName, csv: $csv) {\n    __typename ...DomainErrorFields\n    ... on MutationUploadCatalogFileSuccess { data { entityId status } }\n  }\n}"): typeof import('./graphql').CatalogUploadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CatalogFetchNow($dataSourceId: String!) {\n  fetchCatalogDataSource(dataSourceId: $dataSourceId) {\n    __typename ...DomainErrorFields\n    ... on MutationFetchCatalogDataSourceSuccess { data { entityId status } }\n  }\n}"): typeof import('./graphql').CatalogFetchNowDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CatalogOverview($advertiserId: String!) {\n  productCatalog(advertiserId: $advertiserId) {\n    itemCount\n    dataSources {\n      entityId name itemCount\n      imports { entityId status totalRows processedRows createdCount updatedCount failedCount removedCount error\n        rowErrors { rowNumber itemId message } }\n    }\n    items(first: 50) { edges { node { itemId brand productType removed\n      pin { entityId title link pinnedToBoard { name privacy } product { price currency availability originalPrice } } } } }\n    productGroups { entityId name itemCount summary }\n  }\n}"): typeof import('./graphql').CatalogOverviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CatalogCreateGroup($advertiserId: String!, $input: ProductGroupInput!) {\n  createProductGroup(advertiserId: $advertiserId, input: $input) {\n    __typename ...DomainErrorFields\n    ... on MutationCreateProductGroupSuccess { data { entityId name itemCount items(first: 10) { edges { node { itemId } } } } }\n  }\n}"): typeof import('./graphql').CatalogCreateGroupDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CatalogPreview($advertiserId: String!, $filters: ProductGroupFiltersInput!) {\n  productCatalog(advertiserId: $advertiserId) { productGroupPreview(filters: $filters) { itemCount items { itemId } } }\n}"): typeof import('./graphql').CatalogPreviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CatalogQuickPromote($input: QuickPromoteInput!) {\n  quickPromote(input: $input) {\n    __typename ...DomainErrorFields\n    ... on MutationQuickPromoteSuccess { data { entityId objectiveType } }\n  }\n}"): typeof import('./graphql').CatalogQuickPromoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CatalogCreateCampaign($input: CreateCampaignInput!) {\n  createCampaign(input: $input) {\n    __typename ...DomainErrorFields\n    ... on MutationCreateCampaignSuccess { data { entityId objectiveType adGroups(first: 5) { edges { node {\n      ads(first: 5) { edges { node { entityId pin { entityId } productGroup { entityId name } } } } } } } } }\n  }\n}"): typeof import('./graphql').CatalogCreateCampaignDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CatalogClick($pinId: String!) { recordPromotedPinClick(pinId: $pinId) }"): typeof import('./graphql').CatalogClickDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CatalogPause($campaignId: String!) {\n  pauseCampaign(campaignId: $campaignId) { __typename ...DomainErrorFields }\n}"): typeof import('./graphql').CatalogPauseDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CatalogSetDaily($dataSourceId: String!, $fetchDaily: Boolean!) {\n  setCatalogFetchDaily(dataSourceId: $dataSourceId, fetchDaily: $fetchDaily) {\n    __typename ...DomainErrorFields\n    ... on MutationSetCatalogFetchDailySuccess { data { entityId fetchDaily } }\n  }\n}"): typeof import('./graphql').CatalogSetDailyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CatalogUpdateGroup($productGroupId: String!, $input: ProductGroupInput!) {\n  updateProductGroup(productGroupId: $productGroupId, input: $input) {\n    __typename ...DomainErrorFields\n    ... on MutationUpdateProductGroupSuccess { data { entityId name itemCount } }\n  }\n}"): typeof import('./graphql').CatalogUpdateGroupDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CatalogDeleteGroup($productGroupId: String!) {\n  deleteProductGroup(productGroupId: $productGroupId) {\n    __typename ...DomainErrorFields\n    ... on MutationDeleteProductGroupSuccess { data { entityId } }\n  }\n}"): typeof import('./graphql').CatalogDeleteGroupDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CatalogConvert($input: ConvertToBusinessInput!) {\n  convertToBusiness(input: $input) { __typename }\n}"): typeof import('./graphql').CatalogConvertDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CatalogCreateLinked($input: CreateLinkedBusinessInput!) {\n  createLinkedBusiness(input: $input) {\n    __typename ...DomainErrorFields\n    ... on MutationCreateLinkedBusinessSuccess { data { id } }\n  }\n}"): typeof import('./graphql').CatalogCreateLinkedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CatalogFeed($first: Int) {\n  homeFeed(first: $first) { edges { node { entityId isPromoted promoter } } }\n}"): typeof import('./graphql').CatalogFeedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchProductPins($q: String!, $scope: PinSearchScope, $filters: SearchFiltersInput) {\n    searchPins(query: $q, scope: $scope, filters: $filters, first: 50) {\n      edges { node { title product { price currency onSale } } }\n    }\n  }"): typeof import('./graphql').SearchProductPinsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProductPinsCreatePin($input: CreatePinInput!) {\n    createPin(input: $input) {\n      __typename\n      ... on MutationCreatePinSuccess {\n        data { entityId product { price currency availability originalPrice onSale } }\n      }\n      ... on DomainError { message field }\n    }\n  }"): typeof import('./graphql').ProductPinsCreatePinDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProductPinsUpdatePin($pinId: String!, $product: PinProductInput) {\n    updatePin(input: { pinId: $pinId, product: $product }) {\n      __typename\n      ... on MutationUpdatePinSuccess { data { product { price currency availability originalPrice onSale } } }\n      ... on DomainError { message field }\n    }\n  }"): typeof import('./graphql').ProductPinsUpdatePinDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation ProductPinsSave($input: SavePinInput!) {\n        savePin(input: $input) { __typename ... on MutationSavePinSuccess { data { product { price currency } } } }\n      }"): typeof import('./graphql').ProductPinsSaveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query ProductPinsPageProduct($url: String!) {\n      pageProduct(url: $url) { price currency availability originalPrice }\n    }"): typeof import('./graphql').ProductPinsPageProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ProductTagsCreate($input: CreatePinInput!) {\n  createPin(input: $input) {\n    __typename ...DomainErrorFields\n    ... on MutationCreatePinSuccess { data { entityId productTags { position x y pin { entityId } } } }\n  }\n}"): typeof import('./graphql').ProductTagsCreateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ProductTagsUpdate($input: UpdatePinInput!) {\n  updatePin(input: $input) {\n    __typename ...DomainErrorFields\n    ... on MutationUpdatePinSuccess { data { entityId title canTagProducts productTags { pin { entityId } } } }\n  }\n}"): typeof import('./graphql').ProductTagsUpdateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProductTagsPin($id: String!) {\n  pin(id: $id) {\n    canTagProducts\n    productTags {\n      position x y\n      pin { entityId title link offsiteUrl imageSpec_236x { url } }\n      product { price currency availability originalPrice onSale }\n    }\n  }\n}"): typeof import('./graphql').ProductTagsPinDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProductTagsBoard($id: String!, $first: Int!) {\n  board(id: $id) {\n    pins(first: $first) {\n      edges { node { entityId productTags { pin { entityId title imageSpec_236x { url } } product { price } } } }\n    }\n  }\n}"): typeof import('./graphql').ProductTagsBoardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProductTagsCatalog($search: String) {\n  taggableProducts(search: $search) { entityId title product { price } }\n}"): typeof import('./graphql').ProductTagsCatalogDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ProductTagsLinked($input: CreateLinkedBusinessInput!) {\n      createLinkedBusiness(input: $input) {\n        __typename ...DomainErrorFields ... on MutationCreateLinkedBusinessSuccess { data { id user { username } } }\n      }\n    }"): typeof import('./graphql').ProductTagsLinkedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ProductTagsConvert($input: ConvertToBusinessInput!) {\n        convertToBusiness(input: $input) { __typename ...DomainErrorFields }\n      }"): typeof import('./graphql').ProductTagsConvertDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PromoteConvert($input: ConvertToBusinessInput!) {\n  convertToBusiness(input: $input) { __typename }\n}"): typeof import('./graphql').PromoteConvertDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PromoteBusiness($input: AdvertiserBusinessInfoInput!) {\n    saveAdvertiserBusinessInfo(input: $input) {\n      __typename ...DomainErrorFields\n      ... on MutationSaveAdvertiserBusinessInfoSuccess { data { entityId name country currency quickPromoteDefaults { budget durationDays minimumBudget } } }\n    }\n  }"): typeof import('./graphql').PromoteBusinessDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PromoteBilling($input: AdvertiserBillingInput!) {\n    saveAdvertiserBilling(input: $input) {\n      __typename ...DomainErrorFields\n      ... on MutationSaveAdvertiserBillingSuccess { data { entityId billing { contactName email paymentMethod } } }\n    }\n  }"): typeof import('./graphql').PromoteBillingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PromoteCampaignFields on Campaign { entityId name status dailyBudget dailyBudgetInMicroCurrency currency durationDays isOngoing\n  inclusiveEndDate autoTargeting targeting { ages genders interests country } startsAt endsAt impressions clicks\n  pin { entityId } }"): typeof import('./graphql').PromoteCampaignFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PromoteQuickPromote($input: QuickPromoteInput!) {\n    quickPromote(input: $input) {\n      __typename ...DomainErrorFields\n      ... on MutationQuickPromoteSuccess { data { ...PromoteCampaignFields } }\n    }\n  }"): typeof import('./graphql').PromoteQuickPromoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PromoteEligible { viewer { quickPromoteEligible quickPromoteIneligibleReason } }"): typeof import('./graphql').PromoteEligibleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PromotePromotable($id: String!) { pin(id: $id) { promotable } }"): typeof import('./graphql').PromotePromotableDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PromotePauseCampaign($id: String!) { pauseCampaign(campaignId: $id) { __typename ...DomainErrorFields } }"): typeof import('./graphql').PromotePauseCampaignDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PromoteNode($id: ID!) { node(id: $id) { id } }"): typeof import('./graphql').PromoteNodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PromotePauseCampaignStatus($id: String!) { pauseCampaign(campaignId: $id) { __typename ...DomainErrorFields ... on MutationPauseCampaignSuccess { data { status } } } }"): typeof import('./graphql').PromotePauseCampaignStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PromoteResumeCampaignStatus($id: String!) { resumeCampaign(campaignId: $id) { __typename ...DomainErrorFields ... on MutationResumeCampaignSuccess { data { status } } } }"): typeof import('./graphql').PromoteResumeCampaignStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PromoteList($after: String) { viewer { advertiser { entityId campaigns(first: 2, after: $after) {\n      edges { node { entityId } } pageInfo { hasNextPage endCursor } } } } }"): typeof import('./graphql').PromoteListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PromoteFeed($first: Int, $after: String) { homeFeed(first: $first, after: $after) {\n    edges { cursor node { entityId isPromoted promoter } }\n    pageInfo { hasNextPage endCursor } } }"): typeof import('./graphql').PromoteFeedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PromoteBlockUser($id: String!) { blockUser(userId: $id, source: \"profile\") { __typename } }"): typeof import('./graphql').PromoteBlockUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PromoteClick($id: String!) { recordPromotedPinClick(pinId: $id) }"): typeof import('./graphql').PromoteClickDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PromotePin($id: String!) { pin(id: $id) { offsiteUrl } }"): typeof import('./graphql').PromotePinDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PromoteViewer { viewer { advertiser { campaigns(first: 1) { edges { node { entityId clicks } } } } } }"): typeof import('./graphql').PromoteViewerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PromoteCreateLinked($input: CreateLinkedBusinessInput!) {\n    createLinkedBusiness(input: $input) {\n      __typename ...DomainErrorFields\n      ... on MutationCreateLinkedBusinessSuccess { data { id } }\n    }\n  }"): typeof import('./graphql').PromoteCreateLinkedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PromoteSeller { viewer {\n    username fullName imageMediumUrl isPartner merchantId scheduledPinCount eligibleForStlTool\n    advertiser { entityId merchantId }\n    businessAccessProfiles { id merchantId scheduledPinCount eligibleForStlTool user { username } }\n  } }"): typeof import('./graphql').PromoteSellerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PromoteAnswer($id: String!) {\n    viewer { advertiser { campaign(entityId: $id) { quickPromoteAnswer quickPromoteAnswerNote } } }\n  }"): typeof import('./graphql').PromoteAnswerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SavePin($input: SavePinInput!) {\n    savePin(input: $input) {\n      __typename\n      ...DomainErrorFields\n      ... on MutationSavePinSuccess {\n        data {\n          entityId\n          title\n          image { signature }\n          repinnedFrom { entityId }\n          section { entityId pinCount }\n          pinnedToBoard { entityId pinCount imageCoverUrl }\n        }\n      }\n    }\n  }"): typeof import('./graphql').SavePinDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SavesCreatePin($input: CreatePinInput!) {\n    createPin(input: $input) {\n      __typename\n      ...DomainErrorFields\n      ... on MutationCreatePinSuccess { data { entityId title link pinnedToBoard { pinCount } } }\n    }\n  }"): typeof import('./graphql').SavesCreatePinDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SavesPicker { boardPicker { allBoards { entityId name } boardsShortlist { entityId name } } }"): typeof import('./graphql').SavesPickerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SavesArchiveBoard($id: String!) { archiveBoard(boardId: $id) { __typename } }"): typeof import('./graphql').SavesArchiveBoardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SavesAlreadySavedTo($id: String!) { pin(id: $id) { alreadySavedTo { name } } }"): typeof import('./graphql').SavesAlreadySavedToDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SavesUpdateUserSettings($input: UpdateUserSettingsInput!) { updateUserSettings(input: $input) { __typename } }"): typeof import('./graphql').SavesUpdateUserSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SavesTwoPins($a: String!, $b: String!) {\n      a: pin(id: $a) { linkDomainOfficialUser { username } }\n      b: pin(id: $b) { linkDomainOfficialUser { username } }\n    }"): typeof import('./graphql').SavesTwoPinsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ScheduledPinsSchedule($input: SchedulePinInput!) {\n  schedulePin(input: $input) {\n    __typename ...DomainErrorFields\n    ... on MutationSchedulePinSuccess { data { id publishAt title board { entityId } section { title } imageSpec_236x { url } } }\n  }\n}"): typeof import('./graphql').ScheduledPinsScheduleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ScheduledPinsList { scheduledPins { id title publishAt } viewer { scheduledPinCount } }"): typeof import('./graphql').ScheduledPinsListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ScheduledPinsCancel($id: String!) {\n  cancelScheduledPin(id: $id) { __typename ...DomainErrorFields ... on MutationCancelScheduledPinSuccess { data } }\n}"): typeof import('./graphql').ScheduledPinsCancelDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ScheduledPinsBoard($id: String!) {\n  board(id: $id) { pinCount pins(first: 10) { edges { node { title description } } } }\n}"): typeof import('./graphql').ScheduledPinsBoardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchSearchPins($q: String!, $first: Int, $after: String) {\n    searchPins(query: $q, first: $first, after: $after) {\n      edges { cursor node { entityId title } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }"): typeof import('./graphql').SearchSearchPinsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SearchSearchBoards($q: String!) { searchBoards(query: $q) { edges { node { name } } } }"): typeof import('./graphql').SearchSearchBoardsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SearchSearchUsers($q: String!) { searchUsers(query: $q) { edges { node { fullName } } } }"): typeof import('./graphql').SearchSearchUsersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchTypeahead($term: String!, $scope: SearchScope, $count: Int) {\n    typeahead(term: $term, scope: $scope, count: $count) { items { kind query user { fullName } } hint }\n  }"): typeof import('./graphql').SearchTypeaheadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchFiltersPins($q: String!, $scope: PinSearchScope, $filters: SearchFiltersInput) {\n    searchPins(query: $q, scope: $scope, filters: $filters, first: 50) { edges { node { title } } }\n  }"): typeof import('./graphql').SearchFiltersPinsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SearchFiltersOwnBoards($q: String!) {\n        searchBoards(query: $q, scope: my_content) { edges { node { name } } }\n      }"): typeof import('./graphql').SearchFiltersOwnBoardsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SpellingSearchPins($q: String!, $scope: PinSearchScope, $autoCorrectionDisabled: Boolean) {\n    searchPins(query: $q, scope: $scope, autoCorrectionDisabled: $autoCorrectionDisabled, first: 50) {\n      correctedQuery\n      edges { node { title } }\n    }\n  }"): typeof import('./graphql').SpellingSearchPinsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SessionsList {\n  sessions { id createdAt device loginMethod loginMethodLabel current } }"): typeof import('./graphql').SessionsListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SessionsEnd($id: String!) {\n  endSession(id: $id) { __typename ...DomainErrorFields ... on MutationEndSessionSuccess { data } } }"): typeof import('./graphql').SessionsEndDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SessionsEndOthers {\n  endOtherSessions { __typename ...DomainErrorFields ... on MutationEndOtherSessionsSuccess { data } } }"): typeof import('./graphql').SessionsEndOthersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SessionsLogIn($input: LogInInput!) {\n  logIn(input: $input) { __typename ...DomainErrorFields } }"): typeof import('./graphql').SessionsLogInDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SessionsWho { viewer { isAuth } }"): typeof import('./graphql').SessionsWhoDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SocialFollowUser($id: String!) {\n    followUser(userId: $id) { __typename ...DomainErrorFields ... on MutationFollowUserSuccess { data { followerCount followedByMe } } }\n  }"): typeof import('./graphql').SocialFollowUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SocialUnfollowUser($id: String!) {\n    unfollowUser(userId: $id) { __typename ...DomainErrorFields ... on MutationUnfollowUserSuccess { data { followerCount followedByMe } } }\n  }"): typeof import('./graphql').SocialUnfollowUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SocialFollowBoard($id: String!) {\n    followBoard(boardId: $id) { __typename ...DomainErrorFields ... on MutationFollowBoardSuccess { data { followerCount followedByMe } } }\n  }"): typeof import('./graphql').SocialFollowBoardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SocialBlock($id: String!) {\n    blockUser(userId: $id, source: \"profile\") { __typename ...DomainErrorFields ... on MutationBlockUserSuccess { data { blockedByMe } } }\n  }"): typeof import('./graphql').SocialBlockDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SocialFollowingFeed { followingFeed(first: 10) { edges { node { entityId } } } }"): typeof import('./graphql').SocialFollowingFeedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SocialHomeFeed { homeFeed(first: 100) { edges { node { entityId } } } }"): typeof import('./graphql').SocialHomeFeedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SocialLoginViewer {\n    viewer {\n      isAuth username hasPassword isSingleLogin\n      socialNetwork { facebook google line sso }\n      socialLogins { provider email }\n    }\n  }"): typeof import('./graphql').SocialLoginViewerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SocialLoginCompleteSocialSignup($input: CompleteSocialSignupInput!) {\n      completeSocialSignup(input: $input) {\n        __typename ...DomainErrorFields\n        ... on MutationCompleteSocialSignupSuccess { data { username email } }\n      }\n    }"): typeof import('./graphql').SocialLoginCompleteSocialSignupDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SocialLoginPendingSocialSignup { pendingSocialSignup { provider email emailVerified fullName } }"): typeof import('./graphql').SocialLoginPendingSocialSignupDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SocialLoginVerifyEmail($token: String!) { verifyEmail(token: $token) { __typename } }"): typeof import('./graphql').SocialLoginVerifyEmailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SocialLoginEmailSettings { emailSettings { verified } }"): typeof import('./graphql').SocialLoginEmailSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SocialLoginSessions { sessions { current loginMethod loginMethodLabel } }"): typeof import('./graphql').SocialLoginSessionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SocialLoginSocialLoginProviders { socialLoginProviders { provider label loginMethod } }"): typeof import('./graphql').SocialLoginSocialLoginProvidersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SocialLoginStartMfaEnrollment { startMfaEnrollment { __typename ... on MutationStartMfaEnrollmentSuccess { data { secret } } } }"): typeof import('./graphql').SocialLoginStartMfaEnrollmentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SocialLoginConfirmMfaEnrollment($input: ConfirmMfaEnrollmentInput!) {\n          confirmMfaEnrollment(input: $input) { __typename ...DomainErrorFields }\n        }"): typeof import('./graphql').SocialLoginConfirmMfaEnrollmentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SocialLoginVerifyLoginCode($input: VerifyLoginCodeInput!) { verifyLoginCode(input: $input) { __typename } }"): typeof import('./graphql').SocialLoginVerifyLoginCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SocialLoginDisconnectSocialLogin($provider: SocialLoginProvider!) {\n      disconnectSocialLogin(provider: $provider) {\n        __typename ...DomainErrorFields\n        ... on MutationDisconnectSocialLoginSuccess { data { hasPassword isSingleLogin } }\n      }\n    }"): typeof import('./graphql').SocialLoginDisconnectSocialLoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SocialLoginRequestPasswordReset($email: String!) { requestPasswordReset(email: $email) { __typename } }"): typeof import('./graphql').SocialLoginRequestPasswordResetDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SocialLoginResetPassword($input: ResetPasswordInput!) { resetPassword(input: $input) { __typename } }"): typeof import('./graphql').SocialLoginResetPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SocialLoginV3Sessions { sessions { current loginMethod } }"): typeof import('./graphql').SocialLoginV3SessionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SocialLoginOneTapSessions { sessions { current loginMethod } }"): typeof import('./graphql').SocialLoginOneTapSessionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SocialLoginOneTapWelcome { viewer { isAuth welcomePending } }"): typeof import('./graphql').SocialLoginOneTapWelcomeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SocialLoginOneTapProviders { socialLoginProviders { provider oneTapClientId } }"): typeof import('./graphql').SocialLoginOneTapProvidersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TextInputUpdatePinDescription($input: UpdatePinInput!) {\n      updatePin(input: $input) { __typename ...DomainErrorFields ... on MutationUpdatePinSuccess { data { description } } }\n    }"): typeof import('./graphql').TextInputUpdatePinDescriptionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TextInputUpdatePin($input: UpdatePinInput!) { updatePin(input: $input) { __typename ...DomainErrorFields } }"): typeof import('./graphql').TextInputUpdatePinDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TextInputSettings($input: UpdateUserSettingsInput!) { updateUserSettings(input: $input) { __typename ...DomainErrorFields } }"): typeof import('./graphql').TextInputSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TextInputBoard($slug: String!, $username: String!) { board(username: $username, slug: $slug) { id } }"): typeof import('./graphql').TextInputBoardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TextInputNode($id: ID!) { node(id: $id) { id } }"): typeof import('./graphql').TextInputNodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TextInputNodes($ids: [ID!]!) { nodes(ids: $ids) { id } }"): typeof import('./graphql').TextInputNodesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TextInputUploadStatus($ids: [String!]!) { uploadStatus(ids: $ids) { status } }"): typeof import('./graphql').TextInputUploadStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TextInputResult($input: CreatePinInput!) { result: createPin(input: $input) { __typename ...DomainErrorFields } }"): typeof import('./graphql').TextInputResultDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TextInputResult2($b: String!) { result: removeCollaborator(boardId: $b, userId: \"\") { __typename } }"): typeof import('./graphql').TextInputResult2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TwoProcessesViewer { viewer { isAuth user { username } } }"): typeof import('./graphql').TwoProcessesViewerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TwoProcessesBoard($id: String) { board(id: $id) { name } }"): typeof import('./graphql').TwoProcessesBoardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TwoProcessesRename($input: UpdateBoardInput!) { updateBoard(input: $input) { __typename } }"): typeof import('./graphql').TwoProcessesRenameDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TypeaheadRefreshSuggestions($term: String!) { typeahead(term: $term) { items { kind query } } }"): typeof import('./graphql').TypeaheadRefreshSuggestionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VideoPlaybackAutoplay { viewer { autoplayVideos } userSettings { autoplayVideos } }\n"): typeof import('./graphql').VideoPlaybackAutoplayDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VideoPlaybackSetAutoplay($on: Boolean!) {\n    updateUserSettings(input: { autoplayVideos: $on }) {\n      __typename ...DomainErrorFields\n      ... on MutationUpdateUserSettingsSuccess { data { autoplayVideos listedWebsiteUrl } }\n    }\n  }\n"): typeof import('./graphql').VideoPlaybackSetAutoplayDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation VideoPlaybackWebsite { updateUserSettings(input: { listedWebsiteUrl: \"https://pots.example/\" }) { __typename } }"): typeof import('./graphql').VideoPlaybackWebsiteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query VideoPlaybackVisitor { viewer { autoplayVideos } }"): typeof import('./graphql').VideoPlaybackVisitorDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VideoPlaybackBusiness($input: AdvertiserBusinessInfoInput!) {\n    saveAdvertiserBusinessInfo(input: $input) {\n      __typename ...DomainErrorFields\n      ... on MutationSaveAdvertiserBusinessInfoSuccess { data { entityId } }\n    }\n  }"): typeof import('./graphql').VideoPlaybackBusinessDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VideoPlaybackBilling($input: AdvertiserBillingInput!) {\n    saveAdvertiserBilling(input: $input) { __typename ...DomainErrorFields }\n  }"): typeof import('./graphql').VideoPlaybackBillingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VideoPlaybackWatch($pinId: String!, $ms: Int!) { recordPromotedVideoWatch(pinId: $pinId, watchedMs: $ms) }\n"): typeof import('./graphql').VideoPlaybackWatchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VideoPlaybackCampaigns {\n    viewer { advertiser { campaigns(first: 10) { edges { node { entityId videoWatchSeconds } } } } }\n  }"): typeof import('./graphql').VideoPlaybackCampaignsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VisualTrackEvent($input: TrackEventInput!) {\n    trackEvent(input: $input) { __typename ... on DomainError { code message field } ... on MutationTrackEventSuccess { data } }\n  }"): typeof import('./graphql').VisualTrackEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query VisualPageSpeed { adminPageSpeed { pageKind medianMs completed timedOut } }"): typeof import('./graphql').VisualPageSpeedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SupportAdvertiserBusiness($input: AdvertiserBusinessInfoInput!) {\n    saveAdvertiserBusinessInfo(input: $input) {\n      __typename ...DomainErrorFields\n      ... on MutationSaveAdvertiserBusinessInfoSuccess { data { entityId } }\n    }\n  }"): typeof import('./graphql').SupportAdvertiserBusinessDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SupportAdvertiserBilling($input: AdvertiserBillingInput!) {\n    saveAdvertiserBilling(input: $input) {\n      __typename ...DomainErrorFields\n      ... on MutationSaveAdvertiserBillingSuccess { data { entityId } }\n    }\n  }"): typeof import('./graphql').SupportAdvertiserBillingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SupportQuickPromote($input: QuickPromoteInput!) {\n    quickPromote(input: $input) {\n      __typename ...DomainErrorFields\n      ... on MutationQuickPromoteSuccess { data { entityId } }\n    }\n  }"): typeof import('./graphql').SupportQuickPromoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DataExportStart {\n  startDataExport { __typename ... on MutationStartDataExportSuccess { data { id status done total downloadUrl } } }\n}"): typeof import('./graphql').DataExportStartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DataExportList { dataExports { id status done total downloadUrl expiresAt byteSize } }"): typeof import('./graphql').DataExportListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DataImportList {\n  dataImports { id kind status done total createdCount skippedCount problems { item reason } }\n}"): typeof import('./graphql').DataImportListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DomainErrorFields on DomainError { code message messageDetail field }\n"): typeof import('./graphql').DomainErrorFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      __typename\n      ...DomainErrorFields\n      ... on MutationSignUpSuccess { data { id entityId username email fullName } }\n    }\n  }"): typeof import('./graphql').SignUpDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateBoard($input: CreateBoardInput!) {\n    createBoard(input: $input) {\n      __typename\n      ...DomainErrorFields\n      ... on MutationCreateBoardSuccess { data { id entityId name slug privacy } }\n    }\n  }"): typeof import('./graphql').CreateBoardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSection($input: CreateSectionInput!) {\n    createSection(input: $input) {\n      __typename\n      ...DomainErrorFields\n      ... on MutationCreateSectionSuccess { data { id entityId title slug } }\n    }\n  }"): typeof import('./graphql').CreateSectionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PrivacyMatrixUpdateBoard($input: UpdateBoardInput!) {\n    updateBoard(input: $input) { __typename ...DomainErrorFields ... on MutationUpdateBoardSuccess { data { id } } }\n  }"): typeof import('./graphql').PrivacyMatrixUpdateBoardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PrivacyMatrixMovePins($input: MovePinsInput!) {\n    movePins(input: $input) {\n      __typename ...DomainErrorFields ... on MutationMovePinsSuccess { data { __typename } }\n    }\n  }"): typeof import('./graphql').PrivacyMatrixMovePinsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PrivacyMatrixInvite($boardId: String!, $userIds: [String!], $emails: [String!]) {\n    inviteCollaborators(boardId: $boardId, userIds: $userIds, emails: $emails) {\n      __typename ...DomainErrorFields ... on MutationInviteCollaboratorsSuccess { data { entityId } }\n    }\n  }"): typeof import('./graphql').PrivacyMatrixInviteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PrivacyMatrixAcceptInvite($id: String!) {\n    respondToBoardInvite(inviteId: $id, accept: true) {\n      __typename ...DomainErrorFields ... on MutationRespondToBoardInviteSuccess { data { status } }\n    }\n  }"): typeof import('./graphql').PrivacyMatrixAcceptInviteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PrivacyMatrixFollowUser($id: String!) {\n    followUser(userId: $id) { __typename ...DomainErrorFields ... on MutationFollowUserSuccess { data { id } } }\n  }"): typeof import('./graphql').PrivacyMatrixFollowUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PrivacyMatrixBlockUser($id: String!) {\n    blockUser(userId: $id) { __typename ...DomainErrorFields ... on MutationBlockUserSuccess { data { id } } }\n  }"): typeof import('./graphql').PrivacyMatrixBlockUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PrivacyMatrixConvertToBusiness($input: ConvertToBusinessInput!) {\n    convertToBusiness(input: $input) {\n      __typename ...DomainErrorFields ... on MutationConvertToBusinessSuccess { data { id } }\n    }\n  }"): typeof import('./graphql').PrivacyMatrixConvertToBusinessDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PrivacyMatrixCreateLinkedBusiness($input: CreateLinkedBusinessInput!) {\n    createLinkedBusiness(input: $input) {\n      __typename ...DomainErrorFields ... on MutationCreateLinkedBusinessSuccess { data { id user { username } } }\n    }\n  }"): typeof import('./graphql').PrivacyMatrixCreateLinkedBusinessDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PrivacyMatrixGrantBusinessAccess($login: String!) {\n    grantBusinessAccess(login: $login, permission: ADMIN) {\n      __typename ...DomainErrorFields ... on MutationGrantBusinessAccessSuccess { data { __typename } }\n    }\n  }"): typeof import('./graphql').PrivacyMatrixGrantBusinessAccessDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PrivacyMatrixMyBoardInvites { myBoardInvites { entityId } }"): typeof import('./graphql').PrivacyMatrixMyBoardInvitesDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
