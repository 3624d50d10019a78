
      export type PossibleTypesResultData = {
  "possibleTypes": {
    "MutationAcceptBoardInviteByTokenResult": [
      "DomainError",
      "MutationAcceptBoardInviteByTokenSuccess"
    ],
    "MutationActOnReportResult": [
      "DomainError",
      "MutationActOnReportSuccess"
    ],
    "MutationAnswerOAuthAuthorizationResult": [
      "DomainError",
      "MutationAnswerOAuthAuthorizationSuccess"
    ],
    "MutationArchiveBoardResult": [
      "DomainError",
      "MutationArchiveBoardSuccess"
    ],
    "MutationBlockUserResult": [
      "DomainError",
      "MutationBlockUserSuccess"
    ],
    "MutationCancelScheduledPinResult": [
      "DomainError",
      "MutationCancelScheduledPinSuccess"
    ],
    "MutationChangeEmailResult": [
      "DomainError",
      "MutationChangeEmailSuccess"
    ],
    "MutationChangePasswordResult": [
      "DomainError",
      "MutationChangePasswordSuccess"
    ],
    "MutationCompleteSocialSignupResult": [
      "DomainError",
      "MutationCompleteSocialSignupSuccess"
    ],
    "MutationConfirmMfaEnrollmentResult": [
      "DomainError",
      "MutationConfirmMfaEnrollmentSuccess"
    ],
    "MutationConnectAccountResult": [
      "DomainError",
      "MutationConnectAccountSuccess"
    ],
    "MutationConvertToBusinessResult": [
      "DomainError",
      "MutationConvertToBusinessSuccess"
    ],
    "MutationCreateAccessTokenResult": [
      "DomainError",
      "MutationCreateAccessTokenSuccess"
    ],
    "MutationCreateAdGroupResult": [
      "DomainError",
      "MutationCreateAdGroupSuccess"
    ],
    "MutationCreateAdResult": [
      "DomainError",
      "MutationCreateAdSuccess"
    ],
    "MutationCreateBoardResult": [
      "DomainError",
      "MutationCreateBoardSuccess"
    ],
    "MutationCreateCampaignResult": [
      "DomainError",
      "MutationCreateCampaignSuccess"
    ],
    "MutationCreateLinkedBusinessResult": [
      "DomainError",
      "MutationCreateLinkedBusinessSuccess"
    ],
    "MutationCreatePasswordResetLinkResult": [
      "DomainError",
      "MutationCreatePasswordResetLinkSuccess"
    ],
    "MutationCreatePinResult": [
      "DomainError",
      "MutationCreatePinSuccess"
    ],
    "MutationCreateSectionResult": [
      "DomainError",
      "MutationCreateSectionSuccess"
    ],
    "MutationCreateSignUpInviteResult": [
      "DomainError",
      "MutationCreateSignUpInviteSuccess"
    ],
    "MutationDeleteAccountResult": [
      "DomainError",
      "MutationDeleteAccountSuccess"
    ],
    "MutationDeleteBoardResult": [
      "DomainError",
      "MutationDeleteBoardSuccess"
    ],
    "MutationDeleteOAuthAppResult": [
      "DomainError",
      "MutationDeleteOAuthAppSuccess"
    ],
    "MutationDeletePinResult": [
      "DomainError",
      "MutationDeletePinSuccess"
    ],
    "MutationDeleteSectionResult": [
      "DomainError",
      "MutationDeleteSectionSuccess"
    ],
    "MutationDisableMfaResult": [
      "DomainError",
      "MutationDisableMfaSuccess"
    ],
    "MutationDisconnectAccountResult": [
      "DomainError",
      "MutationDisconnectAccountSuccess"
    ],
    "MutationDisconnectSocialLoginResult": [
      "DomainError",
      "MutationDisconnectSocialLoginSuccess"
    ],
    "MutationDismissReportResult": [
      "DomainError",
      "MutationDismissReportSuccess"
    ],
    "MutationDuplicateAdGroupResult": [
      "DomainError",
      "MutationDuplicateAdGroupSuccess"
    ],
    "MutationDuplicateAdResult": [
      "DomainError",
      "MutationDuplicateAdSuccess"
    ],
    "MutationDuplicateCampaignResult": [
      "DomainError",
      "MutationDuplicateCampaignSuccess"
    ],
    "MutationEndOtherSessionsResult": [
      "DomainError",
      "MutationEndOtherSessionsSuccess"
    ],
    "MutationEndSessionResult": [
      "DomainError",
      "MutationEndSessionSuccess"
    ],
    "MutationFinishWelcomeResult": [
      "DomainError",
      "MutationFinishWelcomeSuccess"
    ],
    "MutationFollowBoardResult": [
      "DomainError",
      "MutationFollowBoardSuccess"
    ],
    "MutationFollowUserResult": [
      "DomainError",
      "MutationFollowUserSuccess"
    ],
    "MutationGrantBusinessAccessResult": [
      "DomainError",
      "MutationGrantBusinessAccessSuccess"
    ],
    "MutationInviteCollaboratorsResult": [
      "DomainError",
      "MutationInviteCollaboratorsSuccess"
    ],
    "MutationLogInResult": [
      "DomainError",
      "LogInMfaRequired",
      "MutationLogInSuccess"
    ],
    "MutationMarkBoardSavedToResult": [
      "DomainError",
      "MutationMarkBoardSavedToSuccess"
    ],
    "MutationMovePinsResult": [
      "DomainError",
      "MutationMovePinsSuccess"
    ],
    "MutationPauseCampaignResult": [
      "DomainError",
      "MutationPauseCampaignSuccess"
    ],
    "MutationQuickPromoteResult": [
      "DomainError",
      "MutationQuickPromoteSuccess"
    ],
    "MutationRegenerateRecoveryCodesResult": [
      "DomainError",
      "MutationRegenerateRecoveryCodesSuccess"
    ],
    "MutationRegisterImageUrlResult": [
      "DomainError",
      "MutationRegisterImageUrlSuccess"
    ],
    "MutationRegisterOAuthAppResult": [
      "DomainError",
      "MutationRegisterOAuthAppSuccess"
    ],
    "MutationRegisterUploadResult": [
      "DomainError",
      "MutationRegisterUploadSuccess"
    ],
    "MutationRemoveCollaboratorResult": [
      "DomainError",
      "MutationRemoveCollaboratorSuccess"
    ],
    "MutationRenameSectionResult": [
      "DomainError",
      "MutationRenameSectionSuccess"
    ],
    "MutationReorderSectionsResult": [
      "DomainError",
      "MutationReorderSectionsSuccess"
    ],
    "MutationReportContentResult": [
      "DomainError",
      "MutationReportContentSuccess"
    ],
    "MutationRequestPasswordResetResult": [
      "DomainError",
      "MutationRequestPasswordResetSuccess"
    ],
    "MutationResendVerificationEmailResult": [
      "DomainError",
      "MutationResendVerificationEmailSuccess"
    ],
    "MutationResetPasswordResult": [
      "DomainError",
      "LogInMfaRequired",
      "MutationResetPasswordSuccess"
    ],
    "MutationRespondToBoardInviteResult": [
      "DomainError",
      "MutationRespondToBoardInviteSuccess"
    ],
    "MutationResumeCampaignResult": [
      "DomainError",
      "MutationResumeCampaignSuccess"
    ],
    "MutationRevokeAccessTokenResult": [
      "DomainError",
      "MutationRevokeAccessTokenSuccess"
    ],
    "MutationRevokeBusinessAccessResult": [
      "DomainError",
      "MutationRevokeBusinessAccessSuccess"
    ],
    "MutationRevokeConnectedAppResult": [
      "DomainError",
      "MutationRevokeConnectedAppSuccess"
    ],
    "MutationSaveAdvertiserBillingResult": [
      "DomainError",
      "MutationSaveAdvertiserBillingSuccess"
    ],
    "MutationSaveAdvertiserBusinessInfoResult": [
      "DomainError",
      "MutationSaveAdvertiserBusinessInfoSuccess"
    ],
    "MutationSaveInterestsResult": [
      "DomainError",
      "MutationSaveInterestsSuccess"
    ],
    "MutationSavePinResult": [
      "DomainError",
      "MutationSavePinSuccess"
    ],
    "MutationSchedulePinResult": [
      "DomainError",
      "MutationSchedulePinSuccess"
    ],
    "MutationSetAdGroupStatusResult": [
      "DomainError",
      "MutationSetAdGroupStatusSuccess"
    ],
    "MutationSetAdStatusResult": [
      "DomainError",
      "MutationSetAdStatusSuccess"
    ],
    "MutationSetBusinessRequiresMfaResult": [
      "DomainError",
      "MutationSetBusinessRequiresMfaSuccess"
    ],
    "MutationSetCampaignsStatusResult": [
      "DomainError",
      "MutationSetCampaignsStatusSuccess"
    ],
    "MutationSetUserStateResult": [
      "DomainError",
      "MutationSetUserStateSuccess"
    ],
    "MutationSignUpResult": [
      "DomainError",
      "MutationSignUpSuccess"
    ],
    "MutationStartDataExportResult": [
      "DomainError",
      "MutationStartDataExportSuccess"
    ],
    "MutationStartMfaEnrollmentResult": [
      "DomainError",
      "MutationStartMfaEnrollmentSuccess"
    ],
    "MutationSuspendAccountResult": [
      "DomainError",
      "MutationSuspendAccountSuccess"
    ],
    "MutationSwitchAccountResult": [
      "DomainError",
      "MutationSwitchAccountSuccess"
    ],
    "MutationTrackEventResult": [
      "DomainError",
      "MutationTrackEventSuccess"
    ],
    "MutationUnblockUserResult": [
      "DomainError",
      "MutationUnblockUserSuccess"
    ],
    "MutationUnfollowBoardResult": [
      "DomainError",
      "MutationUnfollowBoardSuccess"
    ],
    "MutationUnfollowUserResult": [
      "DomainError",
      "MutationUnfollowUserSuccess"
    ],
    "MutationUnsuspendAccountResult": [
      "DomainError",
      "MutationUnsuspendAccountSuccess"
    ],
    "MutationUpdateAdGroupResult": [
      "DomainError",
      "MutationUpdateAdGroupSuccess"
    ],
    "MutationUpdateAdResult": [
      "DomainError",
      "MutationUpdateAdSuccess"
    ],
    "MutationUpdateBoardResult": [
      "DomainError",
      "MutationUpdateBoardSuccess"
    ],
    "MutationUpdateCampaignResult": [
      "DomainError",
      "MutationUpdateCampaignSuccess"
    ],
    "MutationUpdateInstanceSettingsResult": [
      "DomainError",
      "MutationUpdateInstanceSettingsSuccess"
    ],
    "MutationUpdatePinResult": [
      "DomainError",
      "MutationUpdatePinSuccess"
    ],
    "MutationUpdateUserSettingsResult": [
      "DomainError",
      "MutationUpdateUserSettingsSuccess"
    ],
    "MutationVerifyEmailResult": [
      "DomainError",
      "MutationVerifyEmailSuccess"
    ],
    "MutationVerifyLoginCodeResult": [
      "DomainError",
      "MutationVerifyLoginCodeSuccess"
    ],
    "Node": [
      "Ad",
      "AdGroup",
      "Board",
      "BoardSection",
      "Campaign",
      "Pin",
      "User"
    ],
    "QueryBusinessMembersResult": [
      "DomainError",
      "QueryBusinessMembersSuccess"
    ],
    "QueryLinkCheckResult": [
      "DomainError",
      "QueryLinkCheckSuccess"
    ]
  }
};
      const result: PossibleTypesResultData = {
  "possibleTypes": {
    "MutationAcceptBoardInviteByTokenResult": [
      "DomainError",
      "MutationAcceptBoardInviteByTokenSuccess"
    ],
    "MutationActOnReportResult": [
      "DomainError",
      "MutationActOnReportSuccess"
    ],
    "MutationAnswerOAuthAuthorizationResult": [
      "DomainError",
      "MutationAnswerOAuthAuthorizationSuccess"
    ],
    "MutationArchiveBoardResult": [
      "DomainError",
      "MutationArchiveBoardSuccess"
    ],
    "MutationBlockUserResult": [
      "DomainError",
      "MutationBlockUserSuccess"
    ],
    "MutationCancelScheduledPinResult": [
      "DomainError",
      "MutationCancelScheduledPinSuccess"
    ],
    "MutationChangeEmailResult": [
      "DomainError",
      "MutationChangeEmailSuccess"
    ],
    "MutationChangePasswordResult": [
      "DomainError",
      "MutationChangePasswordSuccess"
    ],
    "MutationCompleteSocialSignupResult": [
      "DomainError",
      "MutationCompleteSocialSignupSuccess"
    ],
    "MutationConfirmMfaEnrollmentResult": [
      "DomainError",
      "MutationConfirmMfaEnrollmentSuccess"
    ],
    "MutationConnectAccountResult": [
      "DomainError",
      "MutationConnectAccountSuccess"
    ],
    "MutationConvertToBusinessResult": [
      "DomainError",
      "MutationConvertToBusinessSuccess"
    ],
    "MutationCreateAccessTokenResult": [
      "DomainError",
      "MutationCreateAccessTokenSuccess"
    ],
    "MutationCreateAdGroupResult": [
      "DomainError",
      "MutationCreateAdGroupSuccess"
    ],
    "MutationCreateAdResult": [
      "DomainError",
      "MutationCreateAdSuccess"
    ],
    "MutationCreateBoardResult": [
      "DomainError",
      "MutationCreateBoardSuccess"
    ],
    "MutationCreateCampaignResult": [
      "DomainError",
      "MutationCreateCampaignSuccess"
    ],
    "MutationCreateLinkedBusinessResult": [
      "DomainError",
      "MutationCreateLinkedBusinessSuccess"
    ],
    "MutationCreatePasswordResetLinkResult": [
      "DomainError",
      "MutationCreatePasswordResetLinkSuccess"
    ],
    "MutationCreatePinResult": [
      "DomainError",
      "MutationCreatePinSuccess"
    ],
    "MutationCreateSectionResult": [
      "DomainError",
      "MutationCreateSectionSuccess"
    ],
    "MutationCreateSignUpInviteResult": [
      "DomainError",
      "MutationCreateSignUpInviteSuccess"
    ],
    "MutationDeleteAccountResult": [
      "DomainError",
      "MutationDeleteAccountSuccess"
    ],
    "MutationDeleteBoardResult": [
      "DomainError",
      "MutationDeleteBoardSuccess"
    ],
    "MutationDeleteOAuthAppResult": [
      "DomainError",
      "MutationDeleteOAuthAppSuccess"
    ],
    "MutationDeletePinResult": [
      "DomainError",
      "MutationDeletePinSuccess"
    ],
    "MutationDeleteSectionResult": [
      "DomainError",
      "MutationDeleteSectionSuccess"
    ],
    "MutationDisableMfaResult": [
      "DomainError",
      "MutationDisableMfaSuccess"
    ],
    "MutationDisconnectAccountResult": [
      "DomainError",
      "MutationDisconnectAccountSuccess"
    ],
    "MutationDisconnectSocialLoginResult": [
      "DomainError",
      "MutationDisconnectSocialLoginSuccess"
    ],
    "MutationDismissReportResult": [
      "DomainError",
      "MutationDismissReportSuccess"
    ],
    "MutationDuplicateAdGroupResult": [
      "DomainError",
      "MutationDuplicateAdGroupSuccess"
    ],
    "MutationDuplicateAdResult": [
      "DomainError",
      "MutationDuplicateAdSuccess"
    ],
    "MutationDuplicateCampaignResult": [
      "DomainError",
      "MutationDuplicateCampaignSuccess"
    ],
    "MutationEndOtherSessionsResult": [
      "DomainError",
      "MutationEndOtherSessionsSuccess"
    ],
    "MutationEndSessionResult": [
      "DomainError",
      "MutationEndSessionSuccess"
    ],
    "MutationFinishWelcomeResult": [
      "DomainError",
      "MutationFinishWelcomeSuccess"
    ],
    "MutationFollowBoardResult": [
      "DomainError",
      "MutationFollowBoardSuccess"
    ],
    "MutationFollowUserResult": [
      "DomainError",
      "MutationFollowUserSuccess"
    ],
    "MutationGrantBusinessAccessResult": [
      "DomainError",
      "MutationGrantBusinessAccessSuccess"
    ],
    "MutationInviteCollaboratorsResult": [
      "DomainError",
      "MutationInviteCollaboratorsSuccess"
    ],
    "MutationLogInResult": [
      "DomainError",
      "LogInMfaRequired",
      "MutationLogInSuccess"
    ],
    "MutationMarkBoardSavedToResult": [
      "DomainError",
      "MutationMarkBoardSavedToSuccess"
    ],
    "MutationMovePinsResult": [
      "DomainError",
      "MutationMovePinsSuccess"
    ],
    "MutationPauseCampaignResult": [
      "DomainError",
      "MutationPauseCampaignSuccess"
    ],
    "MutationQuickPromoteResult": [
      "DomainError",
      "MutationQuickPromoteSuccess"
    ],
    "MutationRegenerateRecoveryCodesResult": [
      "DomainError",
      "MutationRegenerateRecoveryCodesSuccess"
    ],
    "MutationRegisterImageUrlResult": [
      "DomainError",
      "MutationRegisterImageUrlSuccess"
    ],
    "MutationRegisterOAuthAppResult": [
      "DomainError",
      "MutationRegisterOAuthAppSuccess"
    ],
    "MutationRegisterUploadResult": [
      "DomainError",
      "MutationRegisterUploadSuccess"
    ],
    "MutationRemoveCollaboratorResult": [
      "DomainError",
      "MutationRemoveCollaboratorSuccess"
    ],
    "MutationRenameSectionResult": [
      "DomainError",
      "MutationRenameSectionSuccess"
    ],
    "MutationReorderSectionsResult": [
      "DomainError",
      "MutationReorderSectionsSuccess"
    ],
    "MutationReportContentResult": [
      "DomainError",
      "MutationReportContentSuccess"
    ],
    "MutationRequestPasswordResetResult": [
      "DomainError",
      "MutationRequestPasswordResetSuccess"
    ],
    "MutationResendVerificationEmailResult": [
      "DomainError",
      "MutationResendVerificationEmailSuccess"
    ],
    "MutationResetPasswordResult": [
      "DomainError",
      "LogInMfaRequired",
      "MutationResetPasswordSuccess"
    ],
    "MutationRespondToBoardInviteResult": [
      "DomainError",
      "MutationRespondToBoardInviteSuccess"
    ],
    "MutationResumeCampaignResult": [
      "DomainError",
      "MutationResumeCampaignSuccess"
    ],
    "MutationRevokeAccessTokenResult": [
      "DomainError",
      "MutationRevokeAccessTokenSuccess"
    ],
    "MutationRevokeBusinessAccessResult": [
      "DomainError",
      "MutationRevokeBusinessAccessSuccess"
    ],
    "MutationRevokeConnectedAppResult": [
      "DomainError",
      "MutationRevokeConnectedAppSuccess"
    ],
    "MutationSaveAdvertiserBillingResult": [
      "DomainError",
      "MutationSaveAdvertiserBillingSuccess"
    ],
    "MutationSaveAdvertiserBusinessInfoResult": [
      "DomainError",
      "MutationSaveAdvertiserBusinessInfoSuccess"
    ],
    "MutationSaveInterestsResult": [
      "DomainError",
      "MutationSaveInterestsSuccess"
    ],
    "MutationSavePinResult": [
      "DomainError",
      "MutationSavePinSuccess"
    ],
    "MutationSchedulePinResult": [
      "DomainError",
      "MutationSchedulePinSuccess"
    ],
    "MutationSetAdGroupStatusResult": [
      "DomainError",
      "MutationSetAdGroupStatusSuccess"
    ],
    "MutationSetAdStatusResult": [
      "DomainError",
      "MutationSetAdStatusSuccess"
    ],
    "MutationSetBusinessRequiresMfaResult": [
      "DomainError",
      "MutationSetBusinessRequiresMfaSuccess"
    ],
    "MutationSetCampaignsStatusResult": [
      "DomainError",
      "MutationSetCampaignsStatusSuccess"
    ],
    "MutationSetUserStateResult": [
      "DomainError",
      "MutationSetUserStateSuccess"
    ],
    "MutationSignUpResult": [
      "DomainError",
      "MutationSignUpSuccess"
    ],
    "MutationStartDataExportResult": [
      "DomainError",
      "MutationStartDataExportSuccess"
    ],
    "MutationStartMfaEnrollmentResult": [
      "DomainError",
      "MutationStartMfaEnrollmentSuccess"
    ],
    "MutationSuspendAccountResult": [
      "DomainError",
      "MutationSuspendAccountSuccess"
    ],
    "MutationSwitchAccountResult": [
      "DomainError",
      "MutationSwitchAccountSuccess"
    ],
    "MutationTrackEventResult": [
      "DomainError",
      "MutationTrackEventSuccess"
    ],
    "MutationUnblockUserResult": [
      "DomainError",
      "MutationUnblockUserSuccess"
    ],
    "MutationUnfollowBoardResult": [
      "DomainError",
      "MutationUnfollowBoardSuccess"
    ],
    "MutationUnfollowUserResult": [
      "DomainError",
      "MutationUnfollowUserSuccess"
    ],
    "MutationUnsuspendAccountResult": [
      "DomainError",
      "MutationUnsuspendAccountSuccess"
    ],
    "MutationUpdateAdGroupResult": [
      "DomainError",
      "MutationUpdateAdGroupSuccess"
    ],
    "MutationUpdateAdResult": [
      "DomainError",
      "MutationUpdateAdSuccess"
    ],
    "MutationUpdateBoardResult": [
      "DomainError",
      "MutationUpdateBoardSuccess"
    ],
    "MutationUpdateCampaignResult": [
      "DomainError",
      "MutationUpdateCampaignSuccess"
    ],
    "MutationUpdateInstanceSettingsResult": [
      "DomainError",
      "MutationUpdateInstanceSettingsSuccess"
    ],
    "MutationUpdatePinResult": [
      "DomainError",
      "MutationUpdatePinSuccess"
    ],
    "MutationUpdateUserSettingsResult": [
      "DomainError",
      "MutationUpdateUserSettingsSuccess"
    ],
    "MutationVerifyEmailResult": [
      "DomainError",
      "MutationVerifyEmailSuccess"
    ],
    "MutationVerifyLoginCodeResult": [
      "DomainError",
      "MutationVerifyLoginCodeSuccess"
    ],
    "Node": [
      "Ad",
      "AdGroup",
      "Board",
      "BoardSection",
      "Campaign",
      "Pin",
      "User"
    ],
    "QueryBusinessMembersResult": [
      "DomainError",
      "QueryBusinessMembersSuccess"
    ],
    "QueryLinkCheckResult": [
      "DomainError",
      "QueryLinkCheckSuccess"
    ]
  }
};
      export default result;
    