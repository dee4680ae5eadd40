// Features module.
