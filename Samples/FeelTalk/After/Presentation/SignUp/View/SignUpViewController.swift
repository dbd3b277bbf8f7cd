import RxCocoa
import RxSwift
import UIKit

final class SignUpViewController: UIViewController {
    var viewModel: SignUpViewModel!

    private let nameField = UITextField()
    private let birthDateField = UITextField()
    private let genderDigitField = UITextField()
    private let phoneNumberField = UITextField()
    private let requestAuthNumberButton = UIButton(type: .system)
    private let nicknameField = UITextField()
    private let marketingSwitch = UISwitch()
    private let signUpButton = UIButton(type: .system)
    private let disposeBag = DisposeBag()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let stack = UIStackView(arrangedSubviews: [
            nameField, birthDateField, genderDigitField, phoneNumberField, requestAuthNumberButton,
            nicknameField, marketingSwitch, signUpButton,
        ])
        stack.axis = .vertical
        stack.spacing = 12
        view.addSubview(stack)
        bind()
    }

    private func bind() {
        let authInfo = Observable.combineLatest(
            nameField.rx.text.orEmpty,
            birthDateField.rx.text.orEmpty,
            genderDigitField.rx.text.orEmpty,
            phoneNumberField.rx.text.orEmpty
        ) { name, birthDate, genderDigit, phoneNumber in
            UserAuthInfo(
                name: name, birthDate: birthDate, genderDigit: genderDigit, carrier: .skt, phoneNumber: phoneNumber)
        }

        let output = viewModel.transform(
            input: SignUpViewModel.Input(
                authInfo: authInfo,
                requestAuthNumberTap: requestAuthNumberButton.rx.tap.asObservable(),
                nickname: nicknameField.rx.text.orEmpty.asObservable(),
                marketingConsent: marketingSwitch.rx.isOn.asObservable(),
                signUpTap: signUpButton.rx.tap.asObservable()
            ))

        output.isAuthNumberSent
            .bind(to: nicknameField.rx.isEnabled)
            .disposed(by: disposeBag)
        output.isSignUpEnabled
            .bind(to: signUpButton.rx.isEnabled)
            .disposed(by: disposeBag)
        output.errorMessage
            .subscribe(onNext: { [weak self] message in self?.showAlert(message: message) })
            .disposed(by: disposeBag)
    }

    private func showAlert(message: String) {
        let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }
}
