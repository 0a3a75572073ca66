lines 19235
sha256 5549e3afba3528edc9f9215a2f863fa9453112de24b00298b1c40922f90baafc
call <module> 0
call make_text 3
c_call make_text 11 len
c_return make_text 11 len
c_call make_text 12 append
c_return make_text 12 append
c_call make_text 11 len
c_return make_text 11 len
c_call make_text 12 append
c_return make_text 12 append
c_call make_text 11 len
c_return make_text 11 len
c_call make_text 11 len
c_return make_text 11 len
c_call make_text 12 append
c_return make_text 12 append
c_call make_text 11 len
c_return make_text 11 len
c_call make_text 12 append
c_return make_text 12 append
c_call make_text 11 len
c_return make_text 11 len
c_call make_text 12 append
c_return make_text 12 append
c_call make_text 11 len
c_return make_text 11 len
c_call make_text 11 len
c_return make_text 11 len
c_call make_text 12 append
c_return make_text 12 append
